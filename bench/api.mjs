// The api benchmark (budgets: docs/PERFORMANCE.md): GET /api/v1/motorcycles against the Fastify
// floor (./api-get.mjs), crafted input (./crafted-input.mjs), and booking creation: bookings for distinct slots (all should be 201) at
// 50 connections, on SQLite and on a throwaway PostgreSQL 15.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureBuilt } from '../tools/build/ensure-built.mjs';
import { ROOT } from '../tools/stack/processes.mjs';
import { getBenchmark } from './api-get.mjs';
import { craftedInputBenchmark } from './crafted-input.mjs';
import { CONNECTIONS, dayAfterTomorrow, startLoadWorker } from './load.mjs';
import {
  apiLogin,
  DEMO_ADMIN,
  PORTS,
  postgresAvailable,
  signUpRiders,
  startApi,
  startPostgres,
} from './servers.mjs';
import { count, median, ms, row } from './table.mjs';

const require = createRequire(import.meta.url);
const BUDGET = { bookingsPerSecond: 1000 };

/** Bookings per rider: under the api's limit on a rider's upcoming reservations. */
const BOOKINGS_PER_RIDER = 18;

async function bookingBenchmark(load, label, apiOptions, { bookingRounds, bookingsPerRound }) {
  const api = await startApi(apiOptions);
  const { token } = await apiLogin(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const warmUpBookings = Math.min(500, bookingsPerRound);
  const riders = await signUpRiders(
    api.url,
    Math.ceil((warmUpBookings + bookingRounds * bookingsPerRound) / BOOKINGS_PER_RIDER),
  );
  const list = await (
    await fetch(`${api.url}/api/v1/motorcycles`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const { rideCost } = require(path.join(ROOT, 'shared-domain/dist/index.js'));
  const motorcycles = list.data.map((m) => ({
    id: m.id,
    totalPerHour: rideCost(1, m).totalCents / 100,
  }));
  const options = {
    url: `${api.url}/api/v1/reservations`,
    tokens: riders,
    connections: CONNECTIONS,
    motorcycles,
    firstDay: dayAfterTomorrow(),
    // Every hour of the day, so the run stays inside the api's booking horizon.
    hoursPerDay: 24,
  };
  // Every rider's bookings, through the administrators' list, page after page.
  const storedCount = async () => {
    const list = `${api.url}/api/v1/admin/reservations?limit=200`;
    let stored = 0;
    for (let url = list; ;) {
      const page = await (
        await fetch(url, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      stored += page.data.length;
      if (!page.next_cursor) return stored;
      url = `${list}&cursor=${encodeURIComponent(page.next_cursor)}`;
    }
  };
  const before = await storedCount();
  let slot = 0;
  const warm = await load.run('bookings', {
    ...options,
    amount: warmUpBookings,
    firstSlot: slot,
  });
  slot = warm.nextSlot;
  let created = warm.statusCodes['201'] ?? 0;
  const rates = [];
  let failures = 0;
  const statuses = {};
  for (let round = 0; round < bookingRounds; round += 1) {
    const result = await load.run('bookings', {
      ...options,
      amount: bookingsPerRound,
      firstSlot: slot,
    });
    slot = result.nextSlot;
    const createdNow = result.statusCodes['201'] ?? 0;
    created += createdNow;
    const failedNow = result.total - createdNow + result.errors + result.timeouts;
    failures += failedNow;
    for (const [code, n] of Object.entries(result.statusCodes)) {
      if (code !== '201') statuses[code] = (statuses[code] ?? 0) + n;
    }
    rates.push(createdNow / result.durationSeconds);
    console.log(
      `  ${label} bookings round ${round + 1}/${bookingRounds}: ${count(createdNow)} created in ${result.durationSeconds.toFixed(2)} s = ${count(rates.at(-1))}/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}` +
        (failedNow > 0
          ? `, NOT created: ${result.total - createdNow} (statuses ${JSON.stringify(result.statusCodes)}), errors ${result.errors}, timeouts ${result.timeouts}`
          : ''),
    );
  }
  // Every booking answered 201 really is stored, once.
  const stored = (await storedCount()) - before;
  await api.stop();
  const rate = median(rates);
  const note = failures > 0 ? `failed: ${failures} ${JSON.stringify(statuses)}` : '';
  return [
    row(
      'api',
      `bookings created/s, ${label}`,
      rate,
      count(rate),
      { atLeast: BUDGET.bookingsPerSecond, label: '1,000/s' },
      note,
    ),
    row(
      'api',
      `bookings not accepted, ${label}`,
      failures,
      `${count(failures)} of ${count(bookingRounds * bookingsPerRound)}` +
        (stored === created ? '' : ` (stored ${stored}, answered 201: ${created})`),
      { atMost: stored === created ? 0 : -1 },
    ),
  ];
}

export async function benchApi({ rounds, seconds, bookingRounds, bookingsPerRound }) {
  ensureBuilt(['api']);
  const load = startLoadWorker();
  try {
    console.log(`API: ${rounds} alternating rounds of ${seconds} s at ${CONNECTIONS} connections`);
    const get = await getBenchmark(load, { rounds, seconds });
    const rows = [...get.rows];
    const crafted = await startApi({ port: PORTS.api });
    rows.push(...(await craftedInputBenchmark(crafted.url)));
    await crafted.stop();
    rows.push(
      ...(await bookingBenchmark(
        load,
        'SQLite',
        { port: PORTS.api },
        { bookingRounds, bookingsPerRound },
      )),
    );
    if (postgresAvailable()) {
      const databaseUrl = await startPostgres(PORTS.postgres);
      rows.push(
        ...(await bookingBenchmark(
          load,
          'PostgreSQL',
          { port: PORTS.apiPostgres, databaseUrl },
          { bookingRounds, bookingsPerRound },
        )),
      );
    } else {
      console.log('  PostgreSQL 15 not found (PG_BIN): its booking figure is skipped');
    }
    return rows;
  } finally {
    load.stop();
  }
}
