// Consistent copies of a live PostgreSQL database and their restore: pg_dump and pg_restore.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { RefusedError, refuseExisting, type RowCounts, writeAtomically } from './backup';

const run = promisify(execFile);

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
