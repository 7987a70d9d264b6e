import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface ThrowawayRedis {
  url: string;
  stop(): Promise<void>;
  /** Starts it again on the same port after `stop`. */
  start(): Promise<void>;
}

/** The pid of the redis-server answering on `url`, or null while none answers. */
async function answeringPid(url: string): Promise<number | null> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const pid = /process_id:(\d+)/.exec(await client.info('server'))?.[1];
    return pid ? Number(pid) : null;
  } catch {
    return null;
  } finally {
    client.disconnect();
  }
}

/**
 * A redis-server of the test's own on loopback, without persistence (Debian's package
 * `redis-server`; REDIS_SERVER overrides the binary).
 */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  if (!fs.existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} not found: install Debian's redis-server package`);
  }
  let port = 0;
  let child: ChildProcess | null = null;

  /** Starts ours on `port`; false when another process holds the port and ours exited. */
  const launch = async () => {
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = started;
    // Only our own answer counts: freePort's port can be taken by another suite's redis-server
    // before ours binds it, and two suites sharing one Redis share its counters and its outages.
    // Bounded: a server that never answers fails the test instead of hanging it.
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if ((await answeringPid(`redis://127.0.0.1:${port}`)) === started.pid) return true;
      if (started.exitCode !== null) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const start = async () => {
    if (!(await launch())) throw new Error(`port ${port} was taken while redis-server was down`);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  for (let tries = 0; tries < 5; tries += 1) {
    port = await freePort();
    if (await launch()) return { url: `redis://127.0.0.1:${port}`, start, stop };
  }
  throw new Error('redis-server found no free port in 5 tries');
}
