// The load generator (./load-worker.mjs, autocannon in a process of its own) and what the api and
// cluster benchmarks read around it: a process's CPU time, a run's summary line.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { count, ms } from './table.mjs';

/** Connections the load generator keeps open in every api and cluster benchmark. */
export const CONNECTIONS = 50;

/**
 * The load generator process; `run(kind, options)` resolves with its summary of one run (one at a
 * time: the worker answers each before it is sent the next).
 */
export function startLoadWorker() {
  const worker = fork(new URL('./load-worker.mjs', import.meta.url), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(worker, 'exit').then(([code]) => ({
    error: `load generator exited ${code}`,
  }));
  return {
    async run(kind, options) {
      worker.send({ kind, options });
      const answer = await Promise.race([once(worker, 'message').then(([m]) => m), exited]);
      if (answer.error) throw new Error(answer.error);
      return answer.result;
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

/**
 * Booking runs on `motorcycles` (as the api lists them), each on the slots after the previous
 * run's, every hour of the day (so the runs stay inside the api's booking horizon) from the day
 * after tomorrow (UTC: "today" in any zone is before it). `book(run, { url, tokens, amount })`
 * makes one with `run` (the load generator's, or one that measures around it) and resolves with
 * its summary, `created` (answered 201) and `failed` (the others, errors and timeouts) added.
 */
export async function bookingRuns(motorcycles) {
  // Imported when asked for, not on import: the benchmark builds shared-domain first (ensureBuilt).
  const { rideCost } = await import('../shared-domain/dist/index.js');
  const priced = motorcycles.map((m) => ({
    id: m.id,
    totalPerHour: rideCost(1, m).totalCents / 100,
  }));
  const firstDay = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString().slice(0, 10);
  let firstSlot = 0;
  return async (run, { url, tokens, amount }) => {
    const result = await run('bookings', {
      url,
      tokens,
      amount,
      connections: CONNECTIONS,
      motorcycles: priced,
      firstDay,
      firstSlot,
    });
    firstSlot = result.nextSlot;
    const created = result.statusCodes['201'] ?? 0;
    const failed = result.total - created + result.errors + result.timeouts;
    return Object.assign(result, { created, failed });
  };
}
