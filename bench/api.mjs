// The api benchmark (budgets: docs/PERFORMANCE.md): GET /api/v1/motorcycles against the Fastify
// floor (./api-get.mjs), crafted input (./crafted-input.mjs), and booking creation: bookings for distinct slots (all should be 201) at
// 50 connections, on SQLite and on a throwaway PostgreSQL 15.
import { ensureBuilt } from '../tools/build/ensure-built.mjs';
import { getBenchmark } from './api-get.mjs';
import { craftedInputBenchmark } from './crafted-input.mjs';
import { bookingRuns, CONNECTIONS, startLoadWorker } from './load.mjs';
import { apiLogin, DEMO_ADMIN, onPostgres, PORTS, signUpRiders, startApi } from './servers.mjs';
import { count, median, ms, row } from './table.mjs';

const BUDGET = { bookingsPerSecond: 1000 };

/** Bookings per rider: under the api's limit on a rider's upcoming reservations. */
const BOOKINGS_PER_RIDER = 18;

/** Booking creation on `api` (started: it is stopped at the end). */
async function bookingBenchmark(load, label, api, { bookingRounds, bookingsPerRound }) {
  const { token } = await apiLogin(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const headers = { authorization: `Bearer ${token}` };
  const warmUpBookings = Math.min(500, bookingsPerRound);
  const riders = await signUpRiders(
    api.url,
    Math.ceil((warmUpBookings + bookingRounds * bookingsPerRound) / BOOKINGS_PER_RIDER),
  );
  const list = await (await fetch(`${api.url}/api/v1/motorcycles`, { headers })).json();
  const book = await bookingRuns(list.data);
  const url = `${api.url}/api/v1/reservations`;
  // Every rider's bookings, through the administrators' list, page after page.
  const storedCount = async () => {
    const list = `${api.url}/api/v1/admin/reservations?limit=200`;
    let stored = 0;
    for (let next = list; next;) {
      const page = await (await fetch(next, { headers })).json();
      stored += page.data.length;
      next = page.next_cursor && `${list}&cursor=${encodeURIComponent(page.next_cursor)}`;
    }
    return stored;
  };
  const before = await storedCount();
  let created = (await book(load.run, { url, tokens: riders, amount: warmUpBookings })).created;
  const rates = [];
  let failures = 0;
  const statuses = {};
  for (let round = 0; round < bookingRounds; round += 1) {
    const result = await book(load.run, { url, tokens: riders, amount: bookingsPerRound });
    created += result.created;
    failures += result.failed;
    for (const [code, n] of Object.entries(result.statusCodes)) {
      if (code !== '201') statuses[code] = (statuses[code] ?? 0) + n;
    }
    rates.push(result.created / result.durationSeconds);
    console.log(
      `  ${label} bookings round ${round + 1}/${bookingRounds}: ${count(result.created)} created in ${result.durationSeconds.toFixed(2)} s = ${count(rates.at(-1))}/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}` +
        (result.failed > 0
          ? `, NOT created: ${result.total - result.created} (statuses ${JSON.stringify(result.statusCodes)}), errors ${result.errors}, timeouts ${result.timeouts}`
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

/** `sizes`: bookingRounds and bookingsPerRound. */
export async function benchApi({ rounds, seconds, ...sizes }) {
  ensureBuilt(['api']);
  const load = startLoadWorker();
  try {
    console.log(`API: ${rounds} alternating rounds of ${seconds} s at ${CONNECTIONS} connections`);
    const rows = await getBenchmark(load, { rounds, seconds });
    const crafted = await startApi(PORTS.api);
    rows.push(...(await craftedInputBenchmark(crafted.url)));
    await crafted.stop();
    rows.push(...(await bookingBenchmark(load, 'SQLite', await startApi(PORTS.api), sizes)));
    const postgresBookings = async (DATABASE_URL) => {
      const api = await startApi(PORTS.apiPostgres, { DATABASE_URL });
      return bookingBenchmark(load, 'PostgreSQL', api, sizes);
    };
    const skipped = 'its booking figure is skipped';
    rows.push(...(await onPostgres(PORTS.postgres, skipped, postgresBookings)));
    return rows;
  } finally {
    load.stop();
  }
}
