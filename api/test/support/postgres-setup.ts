import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts a throwaway PostgreSQL 15 for the `postgres` project (DESIGN §7). As root the server
 * runs as the `postgres` user, which initdb requires. Test files each create their own database.
 */

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function asPostgresUser(command: string, args: string[]): string {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export default async function setup(): Promise<void> {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${PG_BIN}. Install them (Debian: ` +
        '`apt-get install -y postgresql-15`) or set PG_BIN to the folder holding initdb and pg_ctl.',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vespa-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  const socket = path.join(dir, 'socket');
  if (process.getuid?.() === 0) {
    for (const folder of [data, socket]) {
      execFileSync('install', ['-d', '-o', 'postgres', '-g', 'postgres', '-m', '700', folder]);
    }
  } else {
    fs.mkdirSync(data, { mode: 0o700 });
    fs.mkdirSync(socket, { mode: 0o700 });
  }
  const port = await freePort();
  try {
    asPostgresUser(path.join(PG_BIN, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    // Durability is not under test here: fsync off makes CREATE DATABASE and commits fast.
    const serverOptions = [
      `-p ${port}`,
      `-k ${socket}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    asPostgresUser(path.join(PG_BIN, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(data, 'server.log'),
      '-o',
      serverOptions,
      '-w',
      'start',
    ]);
  } catch (error) {
    const log = path.join(data, 'server.log');
    const details = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start the test PostgreSQL: ${String(error)}\n${details}`);
  }
  // Test workers start after global setup and inherit these.
  process.env.TEST_PG_DIR = dir;
  process.env.TEST_PG_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
}
