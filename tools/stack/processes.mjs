// The one process manager: every program that starts servers (npm start, dev, cluster, the bench,
// the screenshots, the browser suite, cluster-test) runs them under a supervisor from here. Each
// child runs in a process group of its own (detached), so Ctrl+C in the terminal reaches only the
// orchestrator, which then stops the children in order, newest first (HAProxy before the
// instances, the instances before their databases), instead of all of them dying at once. A group
// is signalled by its leader's pid, so a child's own children (HAProxy's worker, npm's node) go
// with it; nothing else on the machine is touched. Waiting for them: ./waiting.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const OUTPUT_KEPT = 16_000;

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error; // the group has already gone
  }
}

/**
 * The children, cleanups and folders of one run.
 * @param {{ onUnexpectedExit?: (name: string, how: string, output: string) => void,
 *           echo?: boolean }} options
 *   `onUnexpectedExit`: called when a child ends without having been asked to;
 *   `echo`: copy the children's output to this process's, each line prefixed by its name.
 */
export function createSupervisor({ onUnexpectedExit = () => {}, echo = false } = {}) {
  const running = new Set();
  const folders = [];
  const cleanups = [];
  let stopping;

  /**
   * Starts a child in its own process group; `quiet` keeps its output from the echo;
   * `stopSignal` is what `stop()` and `stopAll()` send it unless told otherwise.
   */
  function start(name, command, args, options = {}) {
    const { env = {}, cwd = ROOT, quiet = false, stopSignal = 'SIGTERM' } = options;
    // A start racing a stop (Ctrl+C during start-up) must not leave a child behind.
    if (stopping) throw new Error(`Not starting ${name}: stopping`);
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    // Each stream echoed to this process's own, whole lines only.
    const keep = (to) => {
      let partial = '';
      return (chunk) => {
        const text = chunk.toString();
        output = (output + text).slice(-OUTPUT_KEPT);
        if (!echo || quiet) return;
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) to.write(`[${name}] ${line}\n`);
      };
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.once('error', (error) => (output += `\n${error.message}`));
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
    running.add(handle);
    exited.then(({ code, signal }) => {
      running.delete(handle);
      if (!expected)
        onUnexpectedExit(name, signal ? `signal ${signal}` : `exit code ${code}`, output);
    });
    return handle;
  }

  /** Stops every child still running (newest first), runs the cleanups, removes the folders. */
  function stopAll() {
    stopping ??= (async () => {
      for (const handle of [...running].reverse()) await handle.stop();
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
   * Last resort when this process exits without stopAll (an uncaught error): kill the groups,
   * run the cleanups (synchronous ones: PostgreSQL's is) and remove the folders.
   */
  function stopNow() {
    for (const handle of running) signalGroup(handle.pid, 'SIGKILL');
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        fn();
      } catch {
        // best effort while exiting
      }
    }
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  }

  return {
    start,
    stopAll,
    stopNow,
    /** A temporary folder, removed when the supervisor stops. */
    tempDir(prefix) {
      const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
      folders.push(dir);
      return dir;
    },
    /** Runs `fn` at stop, before the folders go, newest first. */
    onStop: (fn) => cleanups.push(fn),
  };
}

/**
 * For a program whose children are the supervisor's: Ctrl+C (SIGINT) and SIGTERM stop them and
 * end this process with `code`; should it end any other way (an uncaught error), they still go.
 */
export function stopWithProcess(supervisor, { code = 0, before = () => {} } = {}) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    // A second Ctrl+C while stopping waits for the first, rather than abandoning the children.
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await before(signal);
      await supervisor.stopAll();
      process.exit(code);
    });
  }
  process.once('exit', () => supervisor.stopNow());
}
