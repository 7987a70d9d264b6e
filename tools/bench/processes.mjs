// The servers a benchmark starts: each its own process on its own port, stopped by its pid when
// the benchmark ends (also on Ctrl+C). Nothing here touches a process the benchmark did not start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const cleanups = [];

/** Runs `fn` when the benchmark ends, newest first. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

export async function cleanUp() {
  while (cleanups.length > 0) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark's servers`);
    cleanUp().finally(() => process.exit(130));
  });
}

/** A temporary folder removed at cleanup. */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Rejects when something already listens on the port: a benchmark never shares a server. */
export function assertPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(new Error(`Port ${port} is in use: set BENCH_PORT_BASE to move the bench's ports`)),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

/**
 * Starts `node <script> ...args` and resolves once `ready()` resolves. The child is stopped (by
 * its pid, SIGTERM then SIGKILL) at cleanup, or earlier through the returned `stop`.
 */
export async function startNode(name, script, args, { env = {}, ready, cwd = ROOT } = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  onCleanup(stop);

  const failed = exited.then((code) => {
    throw new Error(`${name} exited (code ${code}) before it was ready:\n${output}`);
  });
  await Promise.race([ready(), failed]);
  failed.catch(() => {});
  return { pid: child.pid, stop, output: () => output, child };
}

/** Polls a URL until it answers 2xx. */
export async function waitForUrl(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
