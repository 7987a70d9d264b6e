// The scale benchmark (npm run bench -- --scale; budgets: docs/PERFORMANCE.md): a year of a
// 200-scooter shop (bench/seed: ~140,000 reservations a year behind and a year ahead, 20,000
// riders) seeded on SQLite and on a throwaway PostgreSQL 15, then on each
// - every call a page makes, timed one after another (bench/scale/calls.mjs): median and
//   p99, and the body's bytes, against 50 ms and 300 KB;
// - eight 24-month reports asked at once, and the riders' catalogue and /health meanwhile
//   (bench/scale/report-burst.mjs): their median against 50 ms;
// - the api's memory (RSS) after those calls;
// and, on the SQLite shop in Chromium, each administrator's page opened by a signed-in
// administrator: navigation to its first screen (the first rows of All reservations), against
// 1 s; and the pictures the carousel of the 200 scooters asks for: those of the cards in view and
// of the next ones only.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { CAROUSEL_DESKTOP } from '../shared-domain/dist/index.js';
import { APPS } from '../apps.config.cjs';
import { ensureBuilt } from '../tools/build/ensure-built.mjs';
import { seedShop } from './seed/seed-shop.mjs';
import { shopInBrowser } from './scale/in-browser.mjs';
import { bookersFor, timePageCalls } from './scale/calls.mjs';
import { reportBurst } from './scale/report-burst.mjs';
import { apiLogin, onPostgres, PORTS, signUpRiders, startApi, tempDir } from './servers.mjs';
import { count, kb, ms, row } from './table.mjs';

/** A year behind and a year ahead of a 200-scooter shop with 20,000 riders. */
const YEAR_OF_A_SHOP = { motorcycles: 200, riders: 20_000, daysBack: 365, daysAhead: 365 };

const BUDGET = {
  ms: 50,
  bytes: 300_000,
  firstScreenMs: 1000,
  // On a desktop screen: the cards in view and the ones the Next arrow brings.
  carouselPictures: 2 * CAROUSEL_DESKTOP,
};

/** Resident and peak memory of a process, in bytes, from /proc. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

const mb = (bytes) => `${Math.round(bytes / 1e6)} MB`;

function callRow(label, result) {
  const figure = `${label}, ${result.page}: ${result.call}`;
  const check = result.informational
    ? undefined
    : { atMost: 1, budget: `≤ ${BUDGET.ms} ms, ≤ ${BUDGET.bytes / 1000} KB` };
  if (result.error) return row('scale', figure, NaN, '', check, result.error);
  // Within when both the median time and the bytes are: the larger share of its budget.
  const share = Math.max(result.p50 / BUDGET.ms, result.bytes / BUDGET.bytes);
  const shown = `p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${kb(result.bytes)}`;
  return row('scale', figure, share, shown, check);
}

/** The report burst's rows: what the catalogue and /health waited meanwhile. */
function burstRows(label, burst) {
  const figure = (what) =>
    `${label}, 8 × 24-month reports at once (${burst.ran} ran, ${burst.refused} refused): ${what} meanwhile`;
  if (burst.error)
    return [row('scale', figure('the catalogue'), NaN, '', undefined, String(burst.error))];
  console.log(`  ${label}, report burst: ${JSON.stringify(burst)}`);
  const shown = (r) => `p50 ${ms(r.p50)}, p99 ${ms(r.p99)} (${r.samples} samples)`;
  return [
    row('scale', figure('GET motorcycles'), burst.catalogue.p50, shown(burst.catalogue), {
      atMost: BUDGET.ms,
      label: `${BUDGET.ms} ms`,
    }),
    row('scale', figure('/health'), burst.health.p50, shown(burst.health)),
  ];
}

/** Seeds the shop on `databaseUrl`, starts the api on it and times every page's calls. */
async function benchDatabase(label, databaseUrl, port, samples) {
  const started = performance.now();
  const plan = await seedShop(databaseUrl, YEAR_OF_A_SHOP);
  const seconds = (performance.now() - started) / 1000;
  const cancelled = plan.reservations.filter((r) => r.cancelled_at !== null).length;
  const seeded = `${count(plan.reservations.length)} reservations, ${count(cancelled)} of them cancelled; ${count(plan.users.length)} accounts; ${plan.motorcycles.length} scooters`;
  console.log(`  ${label}: seeded ${seeded} in ${seconds.toFixed(1)} s`);

  const api = await startApi(port, { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false' });
  const atStart = memory(api.pid).rss;
  const { accounts } = plan;
  const login = async (account) =>
    (await apiLogin(api.url, account.email, accounts.password)).token;
  const tokens = { admin: await login(accounts.admin), rider: await login(accounts.heavyRider) };
  const bookers = await signUpRiders(api.url, bookersFor(samples));
  const results = await timePageCalls(api.url, plan, { tokens, bookers, samples });
  const burst = await reportBurst(api.url, plan, tokens.rider).catch((error) => ({ error }));
  const { rss, peak } = memory(api.pid);
  await api.stop();

  for (const r of results) {
    console.log(
      `  ${label}, ${r.page}: ${r.call}: ` +
        (r.error ?? `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${kb(r.bytes)} (${r.samples} samples)`),
    );
  }
  const rows = [
    row('scale', `${label}: seeding the shop (${seeded})`, seconds, `${seconds.toFixed(1)} s`),
    ...results.map((r) => callRow(label, r)),
    ...burstRows(label, burst),
    row(
      'scale',
      `${label}: api memory (RSS) after the calls (peak; at start)`,
      rss,
      `${mb(rss)} (${mb(peak)}; ${mb(atStart)})`,
    ),
  ];
  return { rows, accounts };
}

export async function benchScale({ samples, browserRuns }) {
  ensureBuilt(['api', ...APPS.map((app) => app.name)]);
  console.log(
    `Scale: a year of a ${YEAR_OF_A_SHOP.motorcycles}-scooter shop, ${samples} samples a call`,
  );
  const sqliteUrl = `sqlite:${path.join(tempDir('vespa-bench-shop-'), 'shop.sqlite')}`;
  const sqlite = await benchDatabase('SQLite', sqliteUrl, PORTS.scaleApi, samples);
  const rows = [...sqlite.rows];
  const postgresShop = async (url) =>
    (await benchDatabase('PostgreSQL', url, PORTS.scaleApiPostgres, samples)).rows;
  const skipped = 'its scale figures are skipped';
  rows.push(...(await onPostgres(PORTS.scalePostgres, skipped, postgresShop)));

  const { admin, password } = sqlite.accounts;
  const { carousel, pages } = await shopInBrowser({
    databaseUrl: sqliteUrl,
    account: { email: admin.email, password },
    runs: browserRuns,
  });
  console.log(
    `  SQLite, carousel in Chromium: ${carousel.pictures} pictures for ${carousel.cards} cards`,
  );
  rows.push(
    row(
      'scale',
      `SQLite, carousel of ${carousel.cards} cards at 1280 px: pictures asked for`,
      carousel.pictures,
      count(carousel.pictures),
      { atMost: BUDGET.carouselPictures },
    ),
  );
  for (const { page, runs, median, error } of pages) {
    const described = (run) =>
      ms(run.shown) +
      (run.asked === undefined
        ? ''
        : ` (data asked at ${ms(run.asked)}, came at ${ms(run.answered)})`);
    console.log(`  SQLite, ${page} in Chromium: ${error ?? runs.map(described).join(', ')}`);
    rows.push(
      row(
        'scale',
        `SQLite, ${page}: navigation → first screen in Chromium (median of ${browserRuns})`,
        error ? NaN : median,
        error ? '' : ms(median),
        { atMost: BUDGET.firstScreenMs, label: '1 s' },
        error ?? '',
      ),
    );
  }
  return rows;
}
