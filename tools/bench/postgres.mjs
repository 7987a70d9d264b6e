// A throwaway PostgreSQL 15 for the booking benchmark, with its default, durable settings (fsync
// and synchronous_commit on), as a deployment would run it; stopped at cleanup.
import { createRequire } from 'node:module';
import { assertPortFree, onCleanup, tempDir } from './processes.mjs';

const require = createRequire(import.meta.url);
const {
  postgresAvailable,
  startThrowawayPostgres,
  stopThrowawayPostgres,
} = require('../test/throwaway-postgres.cjs');

export { postgresAvailable };

/** Starts PostgreSQL on 127.0.0.1:`port` and returns its URL. */
export async function startPostgres(port) {
  await assertPortFree(port);
  const dir = tempDir('vespa-bench-pg-');
  const url = startThrowawayPostgres({ dir, port });
  onCleanup(() => stopThrowawayPostgres(dir));
  return url;
}
