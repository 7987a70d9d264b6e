import { type MigrationProvider, Migrator } from 'kysely/migration';
import { migrationsFor } from './migrations';
import { SQLITE_BUSY, sqliteErrorCode } from './sqlite';
import { underWriteLock } from './transaction';
import type { Database } from './types';

const SQLITE_ATTEMPTS = 5;

/**
 * Applies what is missing and returns the names it applied (none when the schema is current).
 * Instances starting together apply each migration once:
 * - PostgreSQL: Kysely's Migrator holds an advisory lock (pg_advisory_lock) around the check and
 *   the migrations; the others wait, then find nothing to do.
 * - SQLite: Kysely takes no lock there and runs no transaction (its adapter says SQLite has no
 *   transactional DDL; it has). So the whole check-and-apply runs under BEGIN IMMEDIATE: the
 *   other processes wait for the write lock (busy_timeout), then read the winner's list and find
 *   nothing to do, and a migration that fails leaves nothing half done. One that still finds the
 *   file busy after the timeout tries again.
 */
export async function migrate({ db, dialect }: Database): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  if (dialect === 'postgres')
    return applied(await new Migrator({ db, provider }).migrateToLatest());
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db
        .connection()
        .execute((conn) =>
          underWriteLock(conn, async () =>
            applied(await new Migrator({ db: conn, provider }).migrateToLatest()),
          ),
        );
    } catch (error) {
      const busy = ((sqliteErrorCode(error) ?? 0) & 0xff) === SQLITE_BUSY;
      if (!busy || attempt === SQLITE_ATTEMPTS) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

function applied({ error, results = [] }: Awaited<ReturnType<Migrator['migrateToLatest']>>) {
  if (error) throw error;
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
