import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, sql } from 'kysely';
import type { Database, Tables } from './types';

/** What is to run once the write transaction under way has committed, given its database. */
type Effect = (database: Database) => void;
const committing = new AsyncLocalStorage<Set<Effect>>();

/**
 * Runs `effect` with the transaction's database once the write transaction under way
 * (writeTransaction) has committed; one that fails drops it. Outside a write transaction nothing
 * waits for a commit and nothing runs. The same effect asked for twice in one transaction runs
 * once.
 */
export function afterCommit(effect: Effect): void {
  committing.getStore()?.add(effect);
}

/**
 * Runs `work` in a transaction that serialises writers, so a read-check-insert sequence cannot
 * interleave with another one.
 * - SQLite: BEGIN IMMEDIATE takes the write lock up front. Kysely's SQLite driver also keeps its
 *   single connection for us until we finish, which serialises requests within the process;
 *   IMMEDIATE covers several processes sharing the file.
 * - PostgreSQL: an ordinary transaction; callers lock the rows they check (SELECT … FOR UPDATE).
 */
export async function writeTransaction<T>(
  database: Database,
  work: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  const { db, dialect } = database;
  const effects = new Set<Effect>();
  const result = await committing.run(effects, () =>
    dialect === 'postgres'
      ? db.transaction().execute(work)
      : db.connection().execute((conn) => underWriteLock(conn, work)),
  );
  for (const effect of effects) effect(database);
  return result;
}

/** `work` between BEGIN IMMEDIATE and COMMIT on one SQLite connection; a failure rolls back. */
export async function underWriteLock<T>(
  conn: Kysely<Tables>,
  work: (conn: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  await sql`begin immediate`.execute(conn);
  let result: T;
  try {
    result = await work(conn);
  } catch (error) {
    await sql`rollback`.execute(conn);
    throw error;
  }
  await sql`commit`.execute(conn);
  return result;
}
