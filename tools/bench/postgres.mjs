// A throwaway PostgreSQL 15 for the booking benchmark, started the way the api's test setup does
// (DESIGN §7): initdb in a temporary folder, run as the `postgres` user when we are root, stopped
// with pg_ctl and removed at cleanup.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assertPortFree, onCleanup, tempDir } from './processes.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function asPostgresUser(command, args) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function postgresAvailable() {
  return existsSync(path.join(PG_BIN, 'initdb'));
}

/**
 * Starts PostgreSQL on 127.0.0.1:`port` with its default, durable settings (fsync and
 * synchronous_commit on), as a deployment would run it. Returns its URL.
 */
export async function startPostgres(port) {
  if (!postgresAvailable()) {
    throw new Error(`PostgreSQL 15 binaries not found in ${PG_BIN} (set PG_BIN)`);
  }
  await assertPortFree(port);
  const dir = tempDir('vespa-bench-pg-');
  chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  const socket = path.join(dir, 'socket');
  if (process.getuid?.() === 0) {
    for (const folder of [data, socket]) {
      execFileSync('install', ['-d', '-o', 'postgres', '-g', 'postgres', '-m', '700', folder]);
    }
  } else {
    mkdirSync(data, { mode: 0o700 });
    mkdirSync(socket, { mode: 0o700 });
  }
  const log = path.join(data, 'server.log');
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
    const options = [`-p ${port}`, `-k ${socket}`, '-c listen_addresses=127.0.0.1'].join(' ');
    asPostgresUser(path.join(PG_BIN, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      log,
      '-o',
      options,
      '-w',
      'start',
    ]);
  } catch (error) {
    const details = existsSync(log) ? readFileSync(log, 'utf8') : '';
    throw new Error(`Could not start PostgreSQL: ${String(error)}\n${details}`);
  }
  onCleanup(() => {
    asPostgresUser(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  });
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}
