import { type Kysely, sql } from 'kysely';
import type { Database, Tables } from './types';

/**
 * Runs `work` in a transaction that serialises writers, so a read-check-insert sequence cannot
 * interleave with another one.
 * - SQLite: BEGIN IMMEDIATE takes the write lock up front. Kysely's SQLite driver also keeps its
 *   single connection for us until we finish, which serialises requests within the process;
 *   IMMEDIATE covers several processes sharing the file.
 * - PostgreSQL: an ordinary transaction; callers lock the rows they check (SELECT … FOR UPDATE).
 */
export async function writeTransaction<T>(
  { db, dialect }: Database,
  work: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work);
  return db.connection().execute((conn) => underWriteLock(conn, work));
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
