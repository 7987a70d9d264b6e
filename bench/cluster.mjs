// The cluster benchmark (npm run bench -- --cluster): the topology of npm run cluster (PostgreSQL
// with its durable defaults, Redis, three production-mode api instances, HAProxy) measured three
// ways, in alternating rounds on the same processes and database:
//   - one instance, direct (no HAProxy);
//   - HAProxy with one instance in rotation (the other two put in maintenance on its socket);
//   - HAProxy with all three.
// GET /api/v1/motorcycles at 50 connections, and booking creation (distinct slots, all 201).
import { ensureBuilt } from '../tools/build/ensure-built.mjs';
import { startCluster } from '../tools/stack/stack.mjs';
import { catalogueAndRiders, clusterRows, processTree, setRotation } from './cluster-setup.mjs';
import { bookingRuns, CONNECTIONS, cpuSeconds, fmtRun, startLoadWorker } from './load.mjs';
import { supervisor } from './servers.mjs';
import { count, ms } from './table.mjs';

export async function benchCluster({ rounds, seconds, bookingRounds, bookingsPerRound }) {
  ensureBuilt(['api']);
  console.log('Cluster: starting PostgreSQL, Redis, three api instances and HAProxy...');
  const cluster = await startCluster({ supervisor });
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
  const { motorcycles, riders, warmBookings } = await catalogueAndRiders(cluster, scenarios, {
    bookingRounds,
    bookingsPerRound,
  });

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
    const get = (scenario, duration) =>
      measure(scenario, 'get', {
        url: `${scenario.url}/api/v1/motorcycles`,
        // One rider's token (the load generator's GET sends `tokens` in turn).
        tokens: riders.slice(0, 1),
        connections: CONNECTIONS,
        duration,
      });
    const book = await bookingRuns(motorcycles);
    const bookIn = (scenario, amount) =>
      book((kind, options) => measure(scenario, kind, options), {
        url: `${scenario.url}/api/v1/reservations`,
        tokens: scenario.tokens,
        amount,
      });
    /** `count` rounds of every setup, the order rotated so no setup always runs first or last. */
    const inRounds = async (count, each) => {
      for (let round = 0; round < count; round += 1) {
        for (let k = 0; k < scenarios.length; k += 1) {
          await each(scenarios[(round + k) % scenarios.length], `round ${round + 1}/${count}`);
        }
      }
    };
    for (const scenario of scenarios) await get(scenario, Math.max(2, Math.round(seconds / 2)));
    await inRounds(rounds, async (scenario, round) => {
      const result = await get(scenario, seconds);
      scenario.get.push(result);
      console.log(
        `  GET ${round}, ${scenario.label}: ${fmtRun(result)}, ` +
          `${Math.round(result.postgresMicroseconds)} µs PostgreSQL CPU/req, ` +
          `${Math.round(result.loadMicroseconds)} µs load generator CPU/req`,
      );
    });

    for (const scenario of scenarios) await bookIn(scenario, warmBookings);
    await inRounds(bookingRounds, async (scenario, round) => {
      const result = await bookIn(scenario, bookingsPerRound);
      result.createdPerSecond = result.created / result.durationSeconds;
      scenario.bookings.push(result);
      console.log(
        `  bookings ${round}, ${scenario.label}: ` +
          `${count(result.createdPerSecond)}/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ` +
          `${Math.round(result.cpuMicroseconds)} µs api+HAProxy and ` +
          `${Math.round(result.postgresMicroseconds)} µs PostgreSQL CPU/booking` +
          (result.failed > 0
            ? `, NOT created: ${result.failed} ${JSON.stringify(result.statusCodes)}`
            : ''),
      );
    });
  } finally {
    load.stop();
    await setRotation(cluster, all).catch(() => {});
  }

  return clusterRows(scenarios);
}
