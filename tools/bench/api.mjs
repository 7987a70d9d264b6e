// The api benchmark (budgets: docs/PERFORMANCE.md):
// - GET /api/v1/motorcycles on the built api (fresh SQLite file, demo data), by 50 riders each
//   with a token of their own (so requests that arrive together are of different accounts),
//   against the Fastify floor (a hook-less Fastify route sending the same bytes and headers) and
//   a bare node:http server (the same bytes), driven by the same load generator at 50
//   connections in rounds where each goes first in turn: req/s, p50, p99 and server CPU per
//   request of each, and ours/floor per round. Medians over the rounds.
// - Booking creation: bookings for distinct slots (all should be 201) at 50 connections, on
//   SQLite and on a throwaway PostgreSQL 15.
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { assertPortFree, ROOT, startNode, tempDir, waitForUrl } from './processes.mjs';
import { postgresAvailable, startPostgres } from './postgres.mjs';
import { apiLogin, DEMO_ADMIN, DEMO_RIDER, PORTS, signUpRiders, startApi } from './servers.mjs';
import { ensureBuilt } from '../build/ensure-built.mjs';
import { count, median, ms, row } from './table.mjs';

const require = createRequire(import.meta.url);
const CONNECTIONS = 50;
/** Riders whose tokens the GET benchmark sends in turn. */
const RIDERS = 50;
const BUDGET = { floorRatio: 0.8, p99: 5, bookingsPerSecond: 1000 };

/** The load generator process; `run(kind, options)` resolves with its summary of one run. */
export function startLoadWorker() {
  const worker = fork(path.join(ROOT, 'tools/bench/load-worker.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const pending = new Map();
  worker.on('message', ({ id, result, error }) => {
    const waiter = pending.get(id);
    pending.delete(id);
    if (error) waiter.reject(new Error(error));
    else waiter.resolve(result);
  });
  worker.once('exit', (code) => {
    for (const waiter of pending.values())
      waiter.reject(new Error(`load generator exited ${code}`));
  });
  return {
    run(kind, options) {
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.send({ id, kind, options });
      });
    },
    stop: () => worker.connected && worker.disconnect(),
    pid: worker.pid,
  };
}

/** CPU seconds (user + system) a process has used, from /proc; NaN where there is none. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

export const fmtRun = (r) =>
  `${count(r.requestsPerSecond)} req/s  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}` +
  (Number.isFinite(r.cpuMicroseconds) ? `  ${Math.round(r.cpuMicroseconds)} µs CPU/req` : '') +
  (r.non2xx || r.errors || r.timeouts
    ? `  (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})`
    : '');

/** The api's response headers that a server of its own would send again, by name. */
function responseHeaders(response) {
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return Object.fromEntries([...response.headers].filter(([name]) => !own.has(name)));
}

async function getBenchmark(load, { rounds, seconds }) {
  const api = await startApi({ port: PORTS.api });
  const { token } = await apiLogin(api.url, DEMO_RIDER.email, DEMO_RIDER.password);
  const headers = { authorization: `Bearer ${token}` };
  const riders = [token, ...(await signUpRiders(api.url, RIDERS - 1))];
  const listUrl = `${api.url}/api/v1/motorcycles`;
  const response = await fetch(listUrl, { headers });
  if (response.status !== 200) throw new Error(`GET motorcycles answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type');
  const motorcycles = JSON.parse(body.toString()).data;

  const folder = tempDir('vespa-bench-bare-');
  const bodyFile = path.join(folder, 'motorcycles.json');
  writeFileSync(bodyFile, body);
  const headersFile = path.join(folder, 'headers.json');
  writeFileSync(headersFile, JSON.stringify(responseHeaders(response)));
  const bareUrl = `http://127.0.0.1:${PORTS.bare}/api/v1/motorcycles`;
  const floorUrl = `http://127.0.0.1:${PORTS.floor}/api/v1/motorcycles`;
  await assertPortFree(PORTS.bare);
  await assertPortFree(PORTS.floor);
  const bareServer = await startNode(
    'bare server',
    path.join(ROOT, 'tools/bench/bare-server.mjs'),
    [String(PORTS.bare), bodyFile, contentType],
    { ready: () => waitForUrl(bareUrl) },
  );
  const floorServer = await startNode(
    'Fastify floor server',
    path.join(ROOT, 'tools/bench/fastify-floor-server.mjs'),
    [String(PORTS.floor), bodyFile, headersFile],
    { ready: () => waitForUrl(floorUrl) },
  );
  for (const url of [bareUrl, floorUrl]) {
    const copy = Buffer.from(await (await fetch(url)).arrayBuffer());
    if (!copy.equals(body)) throw new Error(`${url} does not answer the same bytes`);
  }
  console.log(
    `  GET /api/v1/motorcycles: ${body.length} bytes, ${motorcycles.length} motorcycles, ${contentType}`,
  );

  const targets = {
    ours: { url: listUrl, tokens: riders, connections: CONNECTIONS },
    bare: { url: bareUrl, tokens: riders, connections: CONNECTIONS },
    floor: { url: floorUrl, tokens: riders, connections: CONNECTIONS },
  };
  const pids = { ours: api.pid, bare: bareServer.pid, floor: floorServer.pid };
  const names = Object.keys(targets);
  // Warm-up: JIT, connection pools, caches, on each.
  for (const name of names) {
    await load.run('get', { ...targets[name], duration: Math.max(2, Math.round(seconds / 2)) });
  }
  const results = { ours: [], bare: [], floor: [] };
  const ratios = { oursToFloor: [], oursToBare: [], floorToBare: [] };
  for (let round = 0; round < rounds; round += 1) {
    // Each server goes first, second and third in turn, so a slow moment of the machine does not
    // always fall on the same one.
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) {
      const cpuBefore = cpuSeconds(pids[name]);
      const result = await load.run('get', { ...targets[name], duration: seconds });
      // Server CPU per request: what a request costs, whatever else the machine is doing.
      result.cpuMicroseconds = ((cpuSeconds(pids[name]) - cpuBefore) * 1e6) / result.total;
      results[name].push(result);
    }
    const rate = (name) => results[name].at(-1).requestsPerSecond;
    ratios.oursToFloor.push(rate('ours') / rate('floor'));
    ratios.oursToBare.push(rate('ours') / rate('bare'));
    ratios.floorToBare.push(rate('floor') / rate('bare'));
    console.log(
      `  round ${round + 1}/${rounds}: ours ${fmtRun(results.ours.at(-1))} | Fastify floor ${fmtRun(results.floor.at(-1))} | ` +
        `bare ${fmtRun(results.bare.at(-1))} | ours/floor ${ratios.oursToFloor.at(-1).toFixed(2)}, floor/bare ${ratios.floorToBare.at(-1).toFixed(2)}`,
    );
  }
  const failures = results.ours.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  const med = (name, key) => median(results[name].map((r) => r[key]));
  const ratio = median(ratios.oursToFloor);
  await Promise.all([api.stop(), bareServer.stop(), floorServer.stop()]);
  return {
    motorcycles,
    rows: [
      row(
        'api',
        'GET motorcycles, ours: req/s',
        med('ours', 'requestsPerSecond'),
        count(med('ours', 'requestsPerSecond')),
      ),
      row(
        'api',
        'GET motorcycles, Fastify floor: req/s',
        med('floor', 'requestsPerSecond'),
        count(med('floor', 'requestsPerSecond')),
      ),
      row(
        'api',
        'GET motorcycles, bare node:http: req/s',
        med('bare', 'requestsPerSecond'),
        count(med('bare', 'requestsPerSecond')),
      ),
      row('api', 'GET ratio ours / Fastify floor', ratio, ratio.toFixed(2), {
        atLeast: BUDGET.floorRatio,
      }),
      row(
        'api',
        'GET ratios ours / bare, Fastify floor / bare',
        median(ratios.oursToBare),
        `${median(ratios.oursToBare).toFixed(2)}, ${median(ratios.floorToBare).toFixed(2)}`,
      ),
      row(
        'api',
        'GET ours p50 (floor, bare)',
        med('ours', 'p50'),
        `${ms(med('ours', 'p50'))} (${ms(med('floor', 'p50'))}, ${ms(med('bare', 'p50'))})`,
      ),
      row(
        'api',
        'GET ours p99 (floor, bare)',
        med('ours', 'p99'),
        `${ms(med('ours', 'p99'))} (${ms(med('floor', 'p99'))}, ${ms(med('bare', 'p99'))})`,
        { atMost: BUDGET.p99, label: `${BUDGET.p99} ms` },
      ),
      row(
        'api',
        'GET server CPU per request, ours (floor, bare)',
        med('ours', 'cpuMicroseconds'),
        `${Math.round(med('ours', 'cpuMicroseconds'))} µs (${Math.round(med('floor', 'cpuMicroseconds'))} µs, ${Math.round(med('bare', 'cpuMicroseconds'))} µs)`,
      ),
      ...(failures > 0
        ? [
            row('api', 'GET ours: non-2xx, errors, timeouts', failures, count(failures), {
              atMost: 0,
            }),
          ]
        : []),
    ],
  };
}

/** The next days' date (UTC), far enough ahead that "today" in any zone is before it. */
export function dayAfterTomorrow() {
  return new Date(Date.now() + 2 * 24 * 3_600_000).toISOString().slice(0, 10);
}

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
  const { bookingTotal } = require(path.join(ROOT, 'shared-domain/dist/index.js'));
  const motorcycles = list.data.map((m) => ({
    id: m.id,
    totalPerHour: bookingTotal(1, m.bookingPricePerHour),
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
