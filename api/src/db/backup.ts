// Consistent copies of a live database and their restore (api/README.md "Backups"): SQLite's
// online backup API, PostgreSQL's pg_dump and pg_restore. The api keeps serving meanwhile.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { backup } from 'node:sqlite';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { openSqlite } from './sqlite';

const run = promisify(execFile);

/** Row counts per table, by table name. */
export type RowCounts = Record<string, number>;

/** Thrown for what the operator must change (a sentence); anything else is a failure. */
export class RefusedError extends Error {}

/**
 * One step of SQLite's backup copies this many pages; a copy taken in several steps starts over
 * whenever another connection writes, so under steady bookings it would never end. In one step
 * it is a snapshot: a read transaction, which in WAL mode never holds up the api's writes.
 */
const ALL_PAGES = 2 ** 31 - 1;

function sqliteTables(file: string): string[] {
  const database = openSqlite(file, { readOnly: true });
  try {
    return database
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all()
      .map((row) => String(row.name));
  } finally {
    database.close();
  }
}

/** `PRAGMA integrity_check`, then the rows of every table. Throws unless the check says ok. */
export function checkSqlite(file: string): RowCounts {
  const database = openSqlite(file, { readOnly: true });
  try {
    const problems = database
      .prepare('pragma integrity_check')
      .all()
      .map((row) => String(row.integrity_check));
    if (problems.join() !== 'ok') {
      throw new Error(`${file} fails SQLite's integrity check: ${problems.join('; ')}`);
    }
    const counts: RowCounts = {};
    for (const table of sqliteTables(file)) {
      const row = database.prepare(`select count(*) as count from "${table}"`).get();
      counts[table] = Number(row?.count);
    }
    return counts;
  } finally {
    database.close();
  }
}

/** Refuses to write over a file: a backup never replaces another. */
function refuseExisting(file: string): void {
  if (fs.existsSync(file)) {
    throw new RefusedError(`${file} already exists: choose a new file name for the backup.`);
  }
}

/**
 * Written beside `file` and renamed into place once complete and checked, so no half-written
 * backup ever carries the name. Mode 600: a backup holds password hashes.
 */
async function writeAtomically(file: string, write: (temporary: string) => Promise<void>) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  fs.rmSync(temporary, { force: true });
  try {
    await write(temporary);
    fs.chmodSync(temporary, 0o600);
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
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
  if (fs.existsSync(target)) {
    const tables = sqliteTables(target);
    if (tables.length > 0) {
      throw new RefusedError(
        `The database at ${target} is not empty (tables: ${tables.join(', ')}): restore only into a new database.`,
      );
    }
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

/** PostgreSQL's client tools: PG_BIN, else Debian's PostgreSQL 15, else the PATH. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const folder = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  const inFolder = path.join(folder, name);
  return fs.existsSync(inFolder) ? inFolder : name;
}

/** The URL without its password, which travels in PGPASSWORD: never on a command line. */
function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  try {
    return await run(pgTool(name), args, { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${name} failed: ${(stderr || message).trim()}`);
  }
}

async function withPg<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function pgTables(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
  );
  return rows.map((row) => row.table_name);
}

async function pgRowCounts(url: string): Promise<RowCounts> {
  return withPg(url, async (client) => {
    const counts: RowCounts = {};
    for (const table of await pgTables(client)) {
      const { rows } = await client.query<{ count: string }>(
        `select count(*) as count from "${table}"`,
      );
      counts[table] = Number(rows[0]?.count);
    }
    return counts;
  });
}

/** pg_dump in its custom format: one consistent snapshot, taken while the api keeps writing. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  refuseExisting(file);
  const { dbname, env } = pgConnection(url);
  await writeAtomically(file, async (temporary) => {
    await runPgTool(
      'pg_dump',
      ['--format=custom', `--file=${temporary}`, `--dbname=${dbname}`],
      env,
    );
    // The archive's table of contents reads back: the file is a whole pg_dump archive.
    await runPgTool('pg_restore', ['--list', temporary], env);
  });
}

/** Loads a pg_dump archive into `url`'s database, which must have no tables; all or nothing. */
export async function restorePostgres(file: string, url: string): Promise<RowCounts> {
  if (!fs.existsSync(file)) throw new RefusedError(`There is no backup at ${file}.`);
  const tables = await withPg(url, pgTables);
  if (tables.length > 0) {
    throw new RefusedError(
      `The database is not empty (tables: ${tables.join(', ')}): restore only into a new database.`,
    );
  }
  const { dbname, env } = pgConnection(url);
  await runPgTool(
    'pg_restore',
    [
      '--exit-on-error',
      '--single-transaction',
      // The tables belong to whoever restores them: the new server's roles are not the old one's.
      '--no-owner',
      '--no-privileges',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  return pgRowCounts(url);
}

/** `users 3, motorcycles 7, …` for the operator. */
export function describeCounts(counts: RowCounts): string {
  return Object.entries(counts)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
}
