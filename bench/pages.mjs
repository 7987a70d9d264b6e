// Every page a visitor, a rider or an administrator opens, entered cold on a slow phone
// (npm run bench -- --pages; budgets: docs/PERFORMANCE.md): Lighthouse 12's mobile defaults
// (simulated slow 4G and a 4× slower CPU), each run in a fresh Chromium profile with the session
// in its localStorage, the median of N runs per page. Each page's row holds four figures (the
// performance score, the largest contentful paint, the cumulative layout shift, the
// accessibility score) and is within only when all four are.
import { APPS } from '../apps.config.cjs';
import { ensureBuilt } from '../tools/build/ensure-built.mjs';
import { lighthouseRun } from './browser/lighthouse.mjs';
import { withChromium } from './browser/chromium.mjs';
import { signedInSession } from './browser/pages.mjs';
import { apiLogin, DEMO_ADMIN, DEMO_RIDER, post, startProduct } from './servers.mjs';
import { median, ms, row } from './table.mjs';

const PAGE_BUDGET = { performance: 95, lcpMs: 2500, cls: 0.05, accessibility: 100 };
const BUDGET_TEXT = `≥ ${PAGE_BUDGET.performance}, LCP ≤ ${PAGE_BUDGET.lcpMs / 1000} s, CLS ≤ ${PAGE_BUDGET.cls}, a11y ${PAGE_BUDGET.accessibility}`;

const WEEK_AHEAD = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const WINDOW = `?from=${WEEK_AHEAD}T10:00&to=${WEEK_AHEAD}T13:00`;

/** The browsers' languages each page is measured in: an English one and an Italian phone. */
const BROWSER_LANGUAGES = ['en-US', 'it-IT'];

/**
 * The pages, each with who opens it: nobody (signed out), the demo rider or the demo
 * administrator. `:id` is a motorcycle of the demo catalogue.
 */
const PAGES = [
  { label: '/login', path: '/login', who: null },
  { label: '/motorcycles (the carousel)', path: '/motorcycles', who: 'rider' },
  // The carousel for a time: a shared link to the Vespas free for 3 hours a week ahead.
  { label: '/motorcycles?from=…&to=… (free then)', path: '/motorcycles?window', who: 'rider' },
  { label: '/motorcycle/:id', path: '/motorcycle/:id', who: 'rider' },
  { label: '/reserve/new', path: '/reserve/new', who: 'rider' },
  { label: '/reservations', path: '/reservations', who: 'rider' },
  { label: '/motorcycle/new', path: '/motorcycle/new', who: 'admin' },
  { label: '/motorcycle/:id/edit', path: '/motorcycle/:id/edit', who: 'admin' },
  { label: '/delete', path: '/delete', who: 'admin' },
  { label: '/admin/reservations', path: '/admin/reservations', who: 'admin' },
  { label: '/admin/today', path: '/admin/today', who: 'admin' },
  { label: '/admin/fleet', path: '/admin/fleet', who: 'admin' },
  { label: '/admin/reports', path: '/admin/reports', who: 'admin' },
];

/**
 * A few upcoming rides for the demo rider, so that My reservations, All reservations and the
 * fleet timeline show rows as at a shop in use, not their empty states.
 */
async function bookSomeRides(apiUrl) {
  // Imported when asked for, not on import: the benchmark builds shared-domain first (ensureBuilt).
  const { rideCost } = await import('../shared-domain/dist/index.js');
  const { token } = await apiLogin(apiUrl, DEMO_RIDER.email, DEMO_RIDER.password);
  const list = await (
    await fetch(`${apiUrl}/api/v1/motorcycles`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const motorcycles = list.data;
  for (let day = 1; day <= 4; day += 1) {
    const motorcycle = motorcycles[day % motorcycles.length];
    const date = new Date(Date.now() + day * 24 * 3_600_000).toISOString().slice(0, 10);
    const response = await post(
      `${apiUrl}/api/v1/reservations`,
      {
        motorcycle_id: motorcycle.id,
        date: `${date}T10:00`,
        duration: 2,
        total: rideCost(2, motorcycle).totalCents / 100,
        city: 'Rome',
      },
      { token },
    );
    if (response.status !== 201) {
      throw new Error(`Booking a ride for the bench answered ${response.status}`);
    }
  }
  return motorcycles[0].id;
}

const seconds = (value) => `${(value / 1000).toFixed(2)} s`;

/** How one page did against its budget: the figures over it, named. */
function overBudget({ performance, lcp, cls, accessibility }) {
  return [
    performance < PAGE_BUDGET.performance && 'performance',
    !(lcp <= PAGE_BUDGET.lcpMs) && 'LCP',
    !(cls <= PAGE_BUDGET.cls) && 'CLS',
    accessibility < PAGE_BUDGET.accessibility && 'accessibility',
  ].filter(Boolean);
}

export async function benchPages({ runs, only }) {
  const unknown = (only ?? []).filter((path) => !PAGES.some((page) => page.path === path));
  if (unknown.length > 0) {
    throw new Error(`No such page: ${unknown.join(', ')} (${PAGES.map((p) => p.path).join(', ')})`);
  }
  ensureBuilt(['api', ...APPS.map((app) => app.name)]);
  const urls = await startProduct();
  const rows = [];
  try {
    const motorcycleId = await bookSomeRides(urls.api);
    const sessions = await withChromium(async (browser) => ({
      rider: await signedInSession(browser, urls, DEMO_RIDER),
      admin: await signedInSession(browser, urls, DEMO_ADMIN),
    }));
    const pages = only ? PAGES.filter((page) => only.includes(page.path)) : PAGES;
    // The budgets hold in every language the product speaks: Italian words are longer and its
    // catalogues are fetched, not inlined (docs/PERFORMANCE.md).
    const runsOf = pages.flatMap((page) =>
      BROWSER_LANGUAGES.map((language) => ({ page, language })),
    );
    for (const { page, language } of runsOf) {
      const url = `${urls.shell}${page.path.replace(':id', String(motorcycleId)).replace('?window', WINDOW)}`;
      const session = page.who ? sessions[page.who] : null;
      const figure = `Lighthouse mobile, ${page.label}${page.who ? `, ${page.who}` : ''}, ${language} (median of ${runs})`;
      const results = [];
      try {
        // One after another: a Lighthouse run needs the machine's cores to itself.
        for (let i = 0; i < runs; i += 1) {
          results.push(await lighthouseRun(url, session, language));
        }
      } catch (error) {
        rows.push(row('pages', figure, NaN, '', { atMost: 0, budget: BUDGET_TEXT }, String(error)));
        continue;
      }
      const pick = (key) => median(results.map((result) => result[key]));
      const figures = {
        performance: pick('performance'),
        lcp: pick('lcp'),
        cls: pick('cls'),
        accessibility: pick('accessibility'),
      };
      const over = overBudget(figures);
      const described = (r) =>
        `${r.performance}/${r.accessibility} (FCP ${seconds(r.fcp)}, LCP ${seconds(r.lcp)}, TBT ${ms(r.tbt)}, CLS ${r.cls.toFixed(3)}, host CPU ${r.benchmarkIndex})`;
      const [{ lcpElement, failing }] = results;
      console.log(
        `  ${page.label}, ${language}: ${results.map(described).join(', ')}; largest paint: ${lcpElement.element} ${JSON.stringify(lcpElement.phases)}` +
          (failing.length ? `; accessibility failing: ${failing.join(', ')}` : ''),
      );
      rows.push(
        row(
          'pages',
          figure,
          over.length,
          `${figures.performance}, LCP ${seconds(figures.lcp)}, CLS ${figures.cls.toFixed(3)}, a11y ${figures.accessibility}`,
          { atMost: 0, budget: BUDGET_TEXT },
          over.length > 0 ? `over: ${over.join(', ')}` : '',
        ),
      );
    }
  } finally {
    await urls.stop();
  }
  return rows;
}
