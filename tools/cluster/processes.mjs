// The processes and temporary folders of one cluster. Each child runs in a process group of its
// own (detached), so Ctrl+C in the terminal reaches only the orchestrator, which then stops the
// children in order (HAProxy before the instances, the instances before their databases) instead
// of all of them dying at once. A group is signalled by its leader's pid, so a child's own
// children (HAProxy's worker, npm's node) go with it; nothing else on the machine is touched.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const OUTPUT_KEPT = 16_000;

/** Resolves after `ms`; used only between polls of a state, never to wait for one. */
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** `count` distinct free TCP ports on 127.0.0.1, chosen by the kernel (its ephemeral range). */
export async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      servers.push(server);
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

/**
 * The children and folders of one cluster.
 * @param {{ onUnexpectedExit?: (name: string, how: string, output: string) => void,
 *           echo?: boolean }} options
 *   `onUnexpectedExit`: called when a child ends without having been asked to;
 *   `echo`: copy the children's output to this process's stderr, each line prefixed by its name.
 */
export function createSupervisor({ onUnexpectedExit = () => {}, echo = false } = {}) {
  const running = new Map();
  const folders = [];
  const cleanups = [];
  let stopping;

  /**
   * Starts a child in its own process group; `quiet` keeps its output from the echo;
   * `stopSignal` is what `stop()` and `stopAll()` send it unless told otherwise.
   */
  function start(
    name,
    command,
    args,
    { env = {}, cwd = ROOT, quiet = false, stopSignal = 'SIGTERM' } = {},
  ) {
    // A start racing a stop (Ctrl+C during start-up) must not leave a child behind.
    if (stopping) throw new Error(`Not starting ${name}: the cluster is stopping`);
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let partial = '';
    const keep = (chunk) => {
      const text = chunk.toString();
      output = (output + text).slice(-OUTPUT_KEPT);
      if (!echo || quiet) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stderr.write(`[${name}] ${line}\n`);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let expected = false;
    const exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }));
    });
    const handle = {
      name,
      pid: child.pid,
      exited,
      output: () => output,
      get running() {
        return child.exitCode === null && child.signalCode === null;
      },
      /** Sends `signal` to the child's group now; the exit it causes is not reported. */
      signal(signal) {
        expected = true;
        signalGroup(child.pid, signal);
      },
      /** `signal` to the group, SIGKILL after `graceMs`; resolves once the leader has exited. */
      async stop(graceMs = 5000, signal = stopSignal) {
        if (!handle.running) return;
        handle.signal(signal);
        const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      },
    };
    child.once('error', (error) => {
      output += `\n${error.message}`;
    });
    running.set(handle, true);
    exited.then(({ code, signal }) => {
      running.delete(handle);
      if (!expected) {
        onUnexpectedExit(name, signal ? `signal ${signal}` : `exit code ${code}`, output);
      }
    });
    return handle;
  }

  /** A temporary folder, removed when the supervisor stops. */
  function tempDir(prefix) {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(dir);
    return dir;
  }

  /** Runs `fn` at stop, before the folders go, newest first. */
  function onStop(fn) {
    cleanups.push(fn);
  }

  /** Stops every child still running (newest first), runs the cleanups, removes the folders. */
  function stopAll() {
    stopping ??= (async () => {
      for (const handle of [...running.keys()].reverse()) await handle.stop();
      while (cleanups.length > 0) {
        try {
          await cleanups.pop()();
        } catch (error) {
          console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
        }
      }
      for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
    })();
    return stopping;
  }

  /**
   * Last resort when this process exits without stopAll (an uncaught error): kill the groups
   * and remove the folders synchronously. Cleanups registered with onStop are synchronous too.
   */
  function stopNow() {
    for (const handle of running.keys()) signalGroup(handle.pid, 'SIGKILL');
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        fn();
      } catch {
        // best effort while exiting
      }
    }
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  }

  return { start, tempDir, onStop, stopAll, stopNow };
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    // ESRCH: the group has already gone.
    if (error.code !== 'ESRCH') throw error;
  }
}
