// The cluster benchmark (npm run bench -- --cluster): the topology of npm run cluster (PostgreSQL
// with its durable defaults, Redis, three production-mode api instances, HAProxy) measured three
// ways, in alternating rounds on the same processes and database:
//   - one instance, direct (no HAProxy);
//   - HAProxy with one instance in rotation (the other two put in maintenance on its socket);
//   - HAProxy with all three.
// GET /api/v1/motorcycles at 50 connections, and booking creation (distinct slots, all 201).
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cpuSeconds, dayAfterTomorrow, fmtRun, startLoadWorker } from './api.mjs';
import { onCleanup, ROOT } from './processes.mjs';
import { post, signUpRiders } from './servers.mjs';
import { ensureBuilt } from '../build/ensure-built.mjs';
import { count, median, ms, row } from './table.mjs';
import { startCluster } from '../cluster/cluster.mjs';
import { BACKEND, statsCommand } from '../cluster/haproxy.mjs';
import { waitFor } from '../cluster/processes.mjs';

const require = createRequire(import.meta.url);
const CONNECTIONS = 50;
/** Bookings per rider: under the api's limit on a rider's upcoming reservations. */
const BOOKINGS_PER_RIDER = 15;

/** The pids of `root` and of all its descendants, from /proc. */
function processTree(root) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of stat, after the command in parentheses, is the parent's pid.
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [];
  const visit = (pid) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** Puts exactly `names` in HAProxy's rotation (the others in maintenance) and waits for it. */
async function setRotation(cluster, names) {
  for (const { name } of cluster.instances) {
    const verb = names.includes(name) ? 'enable' : 'disable';
    await statsCommand(cluster.haproxy.socket, `${verb} server ${BACKEND}/${name}`);
  }
  await waitFor('HAProxy to apply the rotation', async () => {
    const states = await cluster.haproxy.states();
    return cluster.instances.every(({ name }) =>
      names.includes(name) ? states[name]?.status === 'UP' : states[name]?.status === 'MAINT',
    );
  });
}

export async function benchCluster({ rounds, seconds, bookingRounds, bookingsPerRound }) {
  ensureBuilt(['api']);
  console.log('Cluster: starting PostgreSQL, Redis, three api instances and HAProxy...');
  const cluster = await startCluster({});
  onCleanup(() => cluster.stop());
  const [api1] = cluster.instances;
  const haproxyPid = cluster.haproxy.handle.pid;
  const postmaster = cluster.postgres.pid();
  const all = cluster.instances.map((i) => i.name);
  const scenarios = [
    { label: '1 instance direct', url: api1.url, rotation: all, pids: [api1.pid] },
    {
      label: 'HAProxy, 1 instance',
      url: cluster.url,
      rotation: [api1.name],
      pids: [haproxyPid, api1.pid],
    },
    {
      label: 'HAProxy, 3 instances',
      url: cluster.url,
      rotation: all,
      pids: [haproxyPid, ...cluster.instances.map((i) => i.pid)],
    },
  ];

  // The catalogue and the riders, through HAProxy with everything in rotation.
  const admin = {
    name: 'Bench Admin',
    email: 'admin@bench.test',
    password: randomBytes(12).toString('base64url'),
  };
  await cluster.createAdmin(admin);
  const login = await post(`${cluster.url}/api/v1/login`, {
    user: { email: admin.email, password: admin.password },
  });
  const { DEMO_MOTORCYCLES } = require(path.join(ROOT, 'api/dist/db/demo-motorcycles.js'));
  const { bookingTotal } = require(path.join(ROOT, 'shared-domain/dist/index.js'));
  const motorcycles = [];
  for (const motorcycle of DEMO_MOTORCYCLES) {
    const added = await post(`${cluster.url}/api/v1/motorcycles`, motorcycle, {
      token: login.body.token,
    });
    if (added.status !== 201) throw new Error(`Adding a motorcycle answered ${added.status}`);
    motorcycles.push({
      id: added.body.data.id,
      totalPerHour: bookingTotal(1, added.body.data.bookingPricePerHour),
    });
  }
  const warmBookings = Math.min(500, bookingsPerRound);
  const perScenario = warmBookings + bookingRounds * bookingsPerRound;
  const riders = await signUpRiders(
    cluster.url,
    scenarios.length * Math.ceil(perScenario / BOOKINGS_PER_RIDER),
  );
  const ridersPerScenario = riders.length / scenarios.length;
  scenarios.forEach((scenario, i) => {
    scenario.tokens = riders.slice(i * ridersPerScenario, (i + 1) * ridersPerScenario);
    scenario.get = [];
    scenario.bookings = [];
  });
  const headers = { authorization: `Bearer ${riders[0]}` };

  const load = startLoadWorker();
  try {
    console.log(
      `Cluster: ${rounds} rounds of ${seconds} s per setup at ${CONNECTIONS} connections, ` +
        `then ${bookingRounds} × ${count(bookingsPerRound)} bookings per setup`,
    );
    const cpu = (pids) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const measure = async (scenario, kind, options) => {
      await setRotation(cluster, scenario.rotation);
      // PostgreSQL forks a backend per connection, and the pools open and close connections: a
      // backend that is new at the end counts whole (it was born during the run).
      const postgresBefore = new Map(processTree(postmaster).map((pid) => [pid, cpuSeconds(pid)]));
      const before = cpu(scenario.pids);
      const loadBefore = cpuSeconds(load.pid);
      const result = await load.run(kind, options);
      const after = cpu(scenario.pids);
      result.loadMicroseconds = ((cpuSeconds(load.pid) - loadBefore) * 1e6) / result.total;
      let postgres = 0;
      for (const pid of processTree(postmaster)) {
        const used = cpuSeconds(pid) - (postgresBefore.get(pid) ?? 0);
        if (Number.isFinite(used)) postgres += used;
      }
      result.cpuMicroseconds = ((after - before) * 1e6) / result.total;
      result.postgresMicroseconds = (postgres * 1e6) / result.total;
      return result;
    };
    const getOptions = (scenario, duration) => ({
      url: `${scenario.url}/api/v1/motorcycles`,
      headers,
      connections: CONNECTIONS,
      duration,
    });
    for (const scenario of scenarios) {
      await measure(scenario, 'get', getOptions(scenario, Math.max(2, Math.round(seconds / 2))));
    }
    for (let round = 0; round < rounds; round += 1) {
      // Rotated order, so no setup always runs first or last in a round.
      for (let k = 0; k < scenarios.length; k += 1) {
        const scenario = scenarios[(round + k) % scenarios.length];
        const result = await measure(scenario, 'get', getOptions(scenario, seconds));
        scenario.get.push(result);
        console.log(
          `  GET round ${round + 1}/${rounds}, ${scenario.label}: ${fmtRun(result)}, ` +
            `${Math.round(result.postgresMicroseconds)} µs PostgreSQL CPU/req, ` +
            `${Math.round(result.loadMicroseconds)} µs load generator CPU/req`,
        );
      }
    }

    let slot = 0;
    const book = async (scenario, amount) => {
      const result = await measure(scenario, 'bookings', {
        url: `${scenario.url}/api/v1/reservations`,
        tokens: scenario.tokens,
        connections: CONNECTIONS,
        motorcycles,
        firstDay: dayAfterTomorrow(),
        firstSlot: slot,
        hoursPerDay: 24,
        amount,
      });
      slot = result.nextSlot;
      return result;
    };
    for (const scenario of scenarios) await book(scenario, warmBookings);
    for (let round = 0; round < bookingRounds; round += 1) {
      for (let k = 0; k < scenarios.length; k += 1) {
        const scenario = scenarios[(round + k) % scenarios.length];
        const result = await book(scenario, bookingsPerRound);
        const created = result.statusCodes['201'] ?? 0;
        result.createdPerSecond = created / result.durationSeconds;
        result.failed = result.total - created + result.errors + result.timeouts;
        scenario.bookings.push(result);
        console.log(
          `  bookings round ${round + 1}/${bookingRounds}, ${scenario.label}: ` +
            `${count(result.createdPerSecond)}/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ` +
            `${Math.round(result.cpuMicroseconds)} µs api+HAProxy and ` +
            `${Math.round(result.postgresMicroseconds)} µs PostgreSQL CPU/booking` +
            (result.failed > 0
              ? `, NOT created: ${result.failed} ${JSON.stringify(result.statusCodes)}`
              : ''),
        );
      }
    }
  } finally {
    load.stop();
    await setRotation(cluster, all).catch(() => {});
  }

  const med = (results, key) => median(results.map((r) => r[key]));
  const cpuShown = (results) =>
    `${Math.round(med(results, 'cpuMicroseconds'))} µs api+HAProxy, ` +
    `${Math.round(med(results, 'postgresMicroseconds'))} µs PostgreSQL, ` +
    `${Math.round(med(results, 'loadMicroseconds'))} µs load generator`;
  const rows = [];
  for (const scenario of scenarios) {
    const rps = med(scenario.get, 'requestsPerSecond');
    rows.push(
      row(
        'cluster',
        `GET motorcycles, ${scenario.label}: req/s`,
        rps,
        `${count(rps)} (p99 ${ms(med(scenario.get, 'p99'))}; CPU/req ${cpuShown(scenario.get)})`,
      ),
    );
  }
  for (const scenario of scenarios) {
    const rate = med(scenario.bookings, 'createdPerSecond');
    rows.push(
      row(
        'cluster',
        `bookings created/s, ${scenario.label}`,
        rate,
        `${count(rate)} (p99 ${ms(med(scenario.bookings, 'p99'))}; CPU/booking ${cpuShown(scenario.bookings)})`,
      ),
    );
    const failed = scenario.bookings.reduce((n, r) => n + r.failed, 0);
    if (failed > 0) {
      rows.push(
        row('cluster', `bookings not accepted, ${scenario.label}`, failed, count(failed), {
          atMost: 0,
        }),
      );
    }
  }
  const [, one, three] = scenarios;
  const gain = (key, pick) => pick(three, key) / pick(one, key);
  rows.push(
    row(
      'cluster',
      'GET gain, 3 instances / 1 (through HAProxy)',
      gain('requestsPerSecond', (s, key) => med(s.get, key)),
      `× ${gain('requestsPerSecond', (s, key) => med(s.get, key)).toFixed(2)}`,
    ),
    row(
      'cluster',
      'bookings gain, 3 instances / 1 (through HAProxy)',
      gain('createdPerSecond', (s, key) => med(s.bookings, key)),
      `× ${gain('createdPerSecond', (s, key) => med(s.bookings, key)).toFixed(2)}`,
    ),
  );
  return rows;
}
