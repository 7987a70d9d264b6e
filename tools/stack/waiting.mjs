// Waiting for the stack's servers, and the ports and programs they need: what every program that
// starts them (tools/stack/processes.mjs) polls with, and the cluster's tests too.
import { execFileSync } from 'node:child_process';
import net from 'node:net';
// Used only between polls of a state, never to wait for one.
import { setTimeout as pause } from 'node:timers/promises';

/**
 * Polls `check` until it returns a truthy value (which it resolves with) or `timeoutMs` passes,
 * then rejects with `what` and the last value or error seen.
 */
export async function waitFor(what, check, { timeoutMs = 20_000, intervalMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${last})`);
    }
    await pause(intervalMs);
  }
}

/** Resolves once `url` answers 2xx; rejects at once, with its output, if `handle` has exited. */
export function untilAnswers(handle, url, timeoutMs = 30_000) {
  return waitFor(
    `${handle.name} to answer ${url}`,
    async () => {
      if (!handle.running) throw new Error(`${handle.name} exited:\n${handle.output()}`);
      const response = await fetch(url);
      await response.arrayBuffer();
      return response.ok;
    },
    { timeoutMs, intervalMs: 100 },
  );
}

/** Whether `command args` runs on this machine (Debian's haproxy, redis-server, ...). */
export function available(command, args = ['--version']) {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** `count` distinct free TCP ports on 127.0.0.1, chosen by the kernel (its ephemeral range). */
export async function freePorts(count) {
  const servers = Array.from({ length: count }, () => net.createServer());
  try {
    for (const server of servers) {
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** Rejects with a sentence when something already listens on 127.0.0.1:`port`. */
export function assertPortFree(port, purpose) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(new Error(`Port ${port} (${purpose}) is in use: stop what listens there or move it.`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}
