// @ts-check
// A throwaway PostgreSQL 15 (Debian's binaries, no service), used by the api's test setup, the
// cluster and the benchmark: initdb in a folder of the caller's, run as the `postgres` user when
// we are root (initdb refuses root), listening on 127.0.0.1 only; stopThrowawayPostgres stops it.
// Removing the folder is the caller's.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** @param {string} command @param {string[]} args */
function asPostgresUser(command, args) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function postgresAvailable() {
  return fs.existsSync(path.join(PG_BIN, 'initdb'));
}

/**
 * Starts PostgreSQL with its data in `dir`/data and returns its URL.
 * @param {{ dir: string, port: number, settings?: string[] }} options `settings`: extra `-c` flags.
 */
function startThrowawayPostgres({ dir, port, settings = [] }) {
  if (!postgresAvailable()) {
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${PG_BIN}. Install them (Debian: ` +
        '`apt-get install -y postgresql-15`) or set PG_BIN to the folder holding initdb and pg_ctl.',
    );
  }
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
    const options = [
      `-p ${port}`,
      `-k ${socket}`,
      '-c listen_addresses=127.0.0.1',
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
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
    const details = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
    throw new Error(`Could not start PostgreSQL: ${String(error)}\n${details}`);
  }
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** @param {string} dir the folder given to startThrowawayPostgres */
function stopThrowawayPostgres(dir) {
  asPostgresUser(path.join(PG_BIN, 'pg_ctl'), [
    '-D',
    path.join(dir, 'data'),
    '-m',
    'fast',
    '-w',
    'stop',
  ]);
}

module.exports = { postgresAvailable, startThrowawayPostgres, stopThrowawayPostgres };
