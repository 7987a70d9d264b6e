// The cluster's PostgreSQL 15: a throwaway server (tools/test/throwaway-postgres.cjs) in a folder of
// the cluster's, on 127.0.0.1 only, holding one database `vespa` that every api instance shares.
// pg_ctl runs it as a daemon, so it is stopped through pg_ctl (by its data folder), not by a pid.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const {
  postgresAvailable,
  startThrowawayPostgres,
  stopThrowawayPostgres,
} = require('../test/throwaway-postgres.cjs');

export { postgresAvailable };

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * Starts PostgreSQL in `dir` on `port` and creates the database.
 * @param {{ dir: string, port: number, settings?: string[] }} options `settings`: extra `-c` flags
 * @returns {{ url: string, stop: () => void, pid: () => number }} `stop` is synchronous, so it
 *   can run while exiting; `pid` is the postmaster's (the parent of every backend), for the bench
 */
export function startPostgres({ dir, port, settings = [] }) {
  const serverUrl = startThrowawayPostgres({ dir, port, settings });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopThrowawayPostgres(dir);
  };
  try {
    execFileSync(
      path.join(PG_BIN, 'createdb'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'vespa'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    stop();
    throw new Error(`Could not create the database: ${error.stderr ?? error}`);
  }
  const url = new URL(serverUrl);
  url.pathname = '/vespa';
  const pid = () =>
    Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url: url.toString(), stop, pid };
}
