// Consistent copies of a live SQLite database and their restore, with SQLite's online backup API.
import fs from 'node:fs';
import path from 'node:path';
import { backup, type DatabaseSync } from 'node:sqlite';
import { RefusedError, refuseExisting, type RowCounts, writeAtomically } from './backup';
import { openSqlite } from './sqlite';

/**
 * One step of SQLite's backup copies this many pages; a copy taken in several steps starts over
 * whenever another connection writes, so under steady bookings it would never end. In one step
 * it is a snapshot: a read transaction, which in WAL mode never holds up the api's writes.
 */
const ALL_PAGES = 2 ** 31 - 1;

/** `read` (synchronous) on the database at `file`, opened read-only for it. */
function readSqlite<T>(file: string, read: (database: DatabaseSync) => T): T {
  const database = openSqlite(file, { readOnly: true });
  try {
    return read(database);
  } finally {
    database.close();
  }
}

const sqliteTables = (database: DatabaseSync): string[] =>
  database
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
    )
    .all()
    .map((row) => String(row.name));

/** `PRAGMA integrity_check`, then the rows of every table. Throws unless the check says ok. */
export function checkSqlite(file: string): RowCounts {
  return readSqlite(file, (database) => {
    const problems = database
      .prepare('pragma integrity_check')
      .all()
      .map((row) => String(row.integrity_check));
    if (problems.join() !== 'ok') {
      throw new Error(`${file} fails SQLite's integrity check: ${problems.join('; ')}`);
    }
    const counts: RowCounts = {};
    for (const table of sqliteTables(database)) {
      const row = database.prepare(`select count(*) as count from "${table}"`).get();
      counts[table] = Number(row?.count);
    }
    return counts;
  });
}

export async function backupSqlite(source: string, file: string): Promise<RowCounts> {
  refuseExisting(file);
  if (!fs.existsSync(source)) throw new RefusedError(`There is no SQLite database at ${source}.`);
  let counts: RowCounts = {};
  await writeAtomically(file, async (temporary) => {
    // Not opened read-only: a read-only connection cannot set up WAL's shared memory when the
    // api is not running. It only reads.
    const database = openSqlite(source);
    database.exec('pragma query_only = on');
    try {
      await backup(database, temporary, { rate: ALL_PAGES });
    } finally {
      database.close();
    }
    // One self-contained file (no -wal beside it), then proven readable and whole.
    const copy = openSqlite(temporary);
    copy.exec('pragma journal_mode = delete');
    copy.close();
    counts = checkSqlite(temporary);
  });
  return counts;
}

/** Loads a backup into `target`, which must be new or have no tables. */
export async function restoreSqlite(file: string, target: string): Promise<RowCounts> {
  if (!fs.existsSync(file)) throw new RefusedError(`There is no backup at ${file}.`);
  checkSqlite(file);
  const tables = fs.existsSync(target) ? readSqlite(target, sqliteTables) : [];
  if (tables.length > 0) {
    throw new RefusedError(
      `The database at ${target} is not empty (tables: ${tables.join(', ')}): restore only into a new database.`,
    );
  }
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const source = openSqlite(file, { readOnly: true });
  try {
    await backup(source, target, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  fs.chmodSync(target, 0o600);
  return checkSqlite(target);
}
