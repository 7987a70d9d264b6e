// What the cluster benchmark (./cluster.mjs) does around its measurements: the catalogue and
// riders it books for, HAProxy's rotation, the processes whose CPU it counts, and its rows.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { addDemoCatalogue } from '../tools/stack/demo-catalogue.mjs';
import { BACKEND } from '../tools/stack/haproxy-config.mjs';
import { statsCommand } from '../tools/stack/haproxy.mjs';
import { ROOT } from '../tools/stack/processes.mjs';
import { waitFor } from '../tools/stack/waiting.mjs';
import { signUpRiders } from './servers.mjs';
import { count, median, ms, row } from './table.mjs';

const require = createRequire(import.meta.url);

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
  const { rideCost } = require(path.join(ROOT, 'shared-domain/dist/index.js'));
  const motorcycles = (await addDemoCatalogue(cluster.url, admin)).map((added) => ({
    id: added.id,
    totalPerHour: rideCost(1, added).totalCents / 100,
  }));
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
