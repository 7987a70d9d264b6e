// @ts-check
// The one throwaway PostgreSQL 15 (Debian's binaries, no service): the api's tests, the stack
// (npm run cluster, cluster-test), the bench and the seeds' tests all start it here. initdb in a
// folder of the caller's, run as the `postgres` user when we are root (initdb refuses root),
// listening on 127.0.0.1 only. pg_ctl runs it as a daemon, so it is stopped through pg_ctl (by its
// folder), not by a pid. Removing the folder is the caller's.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** The cluster initdb makes: its superuser `postgres`, trusted (loopback only), UTF-8, unsynced. */
const INITDB_OPTIONS = ['-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'];

/** @param {string} tool @param {string[]} args */
function asPostgresUser(tool, args) {
  const command = path.join(PG_BIN, tool);
  const [file, argv] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function postgresAvailable() {
  return fs.existsSync(path.join(PG_BIN, 'initdb'));
}

/** @param {string} dir */
function createFolders(dir) {
  fs.chmodSync(dir, 0o755);
  for (const folder of ['data', 'socket'].map((name) => path.join(dir, name))) {
    if (process.getuid?.() === 0) {
      execFileSync('install', ['-d', '-o', 'postgres', '-g', 'postgres', '-m', '700', folder]);
    } else {
      fs.mkdirSync(folder, { mode: 0o700 });
    }
  }
}

/** @param {string} dir the folder given to startPostgres */
function stopPostgres(dir) {
  asPostgresUser('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
}

/**
 * Starts PostgreSQL with its data in `dir`/data, creates `database` when named, and returns its
 * URL (the `postgres` database's when none is named), a synchronous `stop` (it can run while this
 * process exits) and the postmaster's pid (the parent of every backend, for the bench).
 * @param {{ dir: string, port: number, settings?: string[], database?: string }} options
 *   `settings`: extra `-c` flags.
 */
function startPostgres({ dir, port, settings = [], database }) {
  if (!postgresAvailable()) {
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${PG_BIN}. Install them (Debian: ` +
        '`apt-get install -y postgresql-15`) or set PG_BIN to the folder holding initdb and pg_ctl.',
    );
  }
  createFolders(dir);
  const data = path.join(dir, 'data');
  const log = path.join(data, 'server.log');
  const options = [
    `-p ${port}`,
    `-k ${path.join(dir, 'socket')}`,
    '-c listen_addresses=127.0.0.1',
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
  try {
    asPostgresUser('initdb', ['-D', data, ...INITDB_OPTIONS]);
    asPostgresUser('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', 'start']);
  } catch (error) {
    const details = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
    throw new Error(`Could not start PostgreSQL: ${String(error)}\n${details}`);
  }
  let stopped = false;
  const stop = () => {
    if (!stopped) stopPostgres(dir);
    stopped = true;
  };
  if (database) {
    try {
      asPostgresUser('createdb', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        database,
      ]);
    } catch (error) {
      stop();
      throw new Error(`Could not create the database ${database}: ${String(error)}`);
    }
  }
  const pid = () =>
    Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url: `postgres://postgres@127.0.0.1:${port}/${database ?? 'postgres'}`, stop, pid };
}

module.exports = { postgresAvailable, startPostgres, stopPostgres };
