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

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
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
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    // Bounded: a server that never answers fails the test instead of hanging it.
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (await answers(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url, start, stop };
}
