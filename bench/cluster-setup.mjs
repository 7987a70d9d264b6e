// What the cluster benchmark (./cluster.mjs) does around its measurements: the catalogue and
// riders it books for, HAProxy's rotation, the processes whose CPU it counts, and its rows.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { addDemoCatalogue } from '../tools/stack/demo-catalogue.mjs';
import { BACKEND } from '../tools/stack/haproxy-config.mjs';
import { statsCommand } from '../tools/stack/haproxy.mjs';
import { waitFor } from '../tools/stack/waiting.mjs';
import { signUpRiders } from './servers.mjs';
import { count, median, ms, row } from './table.mjs';

/** The pids of `root` and of all its descendants, from /proc. */
export function processTree(root) {
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
export async function setRotation(cluster, names) {
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

/** Bookings per rider: under the api's limit on a rider's upcoming reservations. */
const BOOKINGS_PER_RIDER = 15;

/**
 * The demo catalogue (added by an administrator of the bench's) and enough riders for every
 * scenario's bookings, shared out among the scenarios (`tokens`); each scenario's `get` and
 * `bookings` results start empty.
 */
export async function catalogueAndRiders(cluster, scenarios, { bookingRounds, bookingsPerRound }) {
  const admin = {
    name: 'Bench Admin',
    email: 'admin@bench.test',
    password: randomBytes(12).toString('base64url'),
  };
  await cluster.createAdmin(admin);
  const motorcycles = await addDemoCatalogue(cluster.url, admin);
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
  return { motorcycles, riders, warmBookings };
}

/** The table's rows: each scenario's medians, and what two more instances gain. */
export function clusterRows(scenarios) {
  const med = (results, key) => median(results.map((r) => r[key]));
  /** A scenario's median of `key`, its p99 and what each request cost (`per` one). */
  const figure = (label, results, key, per) => {
    const value = med(results, key);
    const cpu =
      `${Math.round(med(results, 'cpuMicroseconds'))} µs api+HAProxy, ` +
      `${Math.round(med(results, 'postgresMicroseconds'))} µs PostgreSQL, ` +
      `${Math.round(med(results, 'loadMicroseconds'))} µs load generator`;
    const shown = `${count(value)} (p99 ${ms(med(results, 'p99'))}; CPU/${per} ${cpu})`;
    return row('cluster', label, value, shown);
  };
  const rows = scenarios.map(({ label, get }) =>
    figure(`GET motorcycles, ${label}: req/s`, get, 'requestsPerSecond', 'req'),
  );
  for (const { label, bookings } of scenarios) {
    rows.push(figure(`bookings created/s, ${label}`, bookings, 'createdPerSecond', 'booking'));
    const failed = bookings.reduce((n, r) => n + r.failed, 0);
    if (failed > 0) {
      const check = { atMost: 0 };
      rows.push(row('cluster', `bookings not accepted, ${label}`, failed, count(failed), check));
    }
  }
  const [, one, three] = scenarios;
  for (const [what, results, key] of [
    ['GET', 'get', 'requestsPerSecond'],
    ['bookings', 'bookings', 'createdPerSecond'],
  ]) {
    const gain = med(three[results], key) / med(one[results], key);
    const name = `${what} gain, 3 instances / 1 (through HAProxy)`;
    rows.push(row('cluster', name, gain, `× ${gain.toFixed(2)}`));
  }
  return rows;
}
