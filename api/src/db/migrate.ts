import { type MigrationProvider, Migrator } from 'kysely/migration';
import { migrationsFor } from './migrations';
import { SQLITE_BUSY, sqliteErrorCode } from './sqlite';
import type { Database } from './types';

/**
 * A failure that means another process was migrating the same SQLite file at the same moment:
 * its write lock (SQLITE_BUSY*), or its tables or columns appearing under our transaction (it
 * committed a migration after we read the list of those applied).
 */
function lostSqliteRace(error: unknown): boolean {
  const { message } = (error ?? {}) as { message?: unknown };
  return (
    ((sqliteErrorCode(error) ?? 0) & 0xff) === SQLITE_BUSY ||
    (typeof message === 'string' && /( already exists$|^duplicate column name: )/.test(message))
  );
}

const SQLITE_ATTEMPTS = 5;

/**
 * Applies what is missing and returns the names it applied (none when the schema is current).
 * Instances starting together apply each migration once:
 * - PostgreSQL: Kysely's Migrator holds an advisory lock (pg_advisory_lock) around the check and
 *   the migrations; the others wait, then find nothing to do.
 * - SQLite: Kysely takes no lock there. Each migration runs in a transaction, so a process that
 *   loses the race has changed nothing; it looks again, and finds the winner's work committed.
 */
export async function migrate({ db, dialect }: Database): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  // An attempt that loses the race may have applied some before it: they are ours too.
  const applied: string[] = [];
  for (let attempt = 1; ; attempt += 1) {
    const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
    applied.push(...results.filter((r) => r.status === 'Success').map((r) => r.migrationName));
    if (!error) return applied;
    if (dialect !== 'sqlite' || attempt === SQLITE_ATTEMPTS || !lostSqliteRace(error)) throw error;
    // The winner holds the write lock until it commits; give it that moment.
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}
