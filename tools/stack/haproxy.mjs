// The cluster's load balancer (Debian's haproxy): the process (its configuration:
// ./haproxy-config.mjs); and a client for its stats socket, which says what HAProxy
// thinks of each instance (UP, DOWN, ...).
import { existsSync } from 'node:fs';
import net from 'node:net';
import { BACKEND, writeHaproxyFiles } from './haproxy-config.mjs';
import { available, waitFor } from './waiting.mjs';

// Debian installs it in /usr/sbin, which is not on every user's PATH.
export const HAPROXY =
  process.env.HAPROXY_BIN ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

export const haproxyAvailable = () => available(HAPROXY, ['-v']);

/** Sends one command to the stats socket and resolves with the whole answer. */
export async function statsCommand(socket, command, timeoutMs = 2000) {
  const connection = net.connect(socket);
  connection.setTimeout(timeoutMs, () => connection.destroy(new Error('no answer')));
  // HAProxy answers the one command, then closes the connection.
  connection.end(`${command}\n`);
  let answer = '';
  for await (const chunk of connection) answer += chunk;
  return answer;
}

/**
 * Each instance's state as HAProxy sees it, from `show stat`: { api1: { status: 'UP',
 * check: 'L7OK' }, ... }. `status` is UP, DOWN, or a transition such as 'UP 1/2'.
 */
export async function serverStates(socket) {
  const csv = await statsCommand(socket, 'show stat');
  const [header, ...lines] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (cells, name) => cells[columns.indexOf(name)];
  const states = {};
  for (const line of lines) {
    const cells = line.split(',');
    if (at(cells, 'pxname') !== BACKEND || ['FRONTEND', 'BACKEND'].includes(at(cells, 'svname'))) {
      continue;
    }
    states[at(cells, 'svname')] = { status: at(cells, 'status'), check: at(cells, 'check_status') };
  }
  return states;
}

/**
 * Writes the configuration into `dir` and starts haproxy in the foreground; resolves once every
 * instance has passed a health check.
 * @param {ReturnType<import('./processes.mjs').createSupervisor>} supervisor
 * @param {{ dir: string, port: number, instances: { name: string, port: number }[],
 *           metricsPort?: number }} options
 */
export async function startHaproxy(supervisor, { dir, port, instances, metricsPort }) {
  const { socket, configFile } = writeHaproxyFiles(dir, { port, instances, metricsPort });
  // -db: stay in the foreground, so the supervisor owns the process and its exit is seen.
  const handle = supervisor.start('haproxy', HAPROXY, ['-db', '-f', configFile]);
  await waitFor(
    'HAProxy to find every instance healthy',
    async () => {
      if (!handle.running) throw new Error(`haproxy exited:\n${handle.output()}`);
      const states = await serverStates(socket);
      return instances.every(
        ({ name }) => states[name]?.status === 'UP' && states[name]?.check === 'L7OK',
      );
    },
    { timeoutMs: 20_000, intervalMs: 100 },
  );
  return {
    handle,
    socket,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: metricsPort ? `http://127.0.0.1:${metricsPort}/metrics` : null,
    states: () => serverStates(socket),
    /** Resolves once HAProxy reports `name` with `status` (UP or DOWN). */
    waitForStatus: (name, status, timeoutMs = 20_000) =>
      waitFor(
        `HAProxy to report ${name} ${status}`,
        async () => {
          const state = (await serverStates(socket))[name];
          return state?.status === status && state;
        },
        { timeoutMs, intervalMs: 100 },
      ),
  };
}
