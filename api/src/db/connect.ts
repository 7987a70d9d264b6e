import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import { PreparingClient } from './server-prepared';
import { SQLITE_CONSTRAINT_UNIQUE, forKysely, openSqlite, sqliteErrorCode } from './sqlite';
import type { Database, Tables } from './types';

export function connect(config: DatabaseConfig, onPoolError: (error: Error) => void): Database {
  if (config.dialect === 'postgres') {
    const max = 10;
    const pool = new Pool({ connectionString: config.url, max, Client: PreparingClient });
    // An idle client losing its server emits here; unhandled it would crash the process.
    pool.on('error', onPoolError);
    return {
      dialect: 'postgres',
      db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        max,
        waiting: pool.waitingCount,
      }),
    };
  }
  if (config.file !== ':memory:') createPrivately(config.file);
  const database = openSqlite(config.file);
  // WAL lets readers run beside the writer; NORMAL stays durable across process crashes.
  database.exec('pragma journal_mode = WAL');
  database.exec('pragma synchronous = NORMAL');
  database.exec('pragma foreign_keys = ON');
  const sqlite: Database = {
    dialect: 'sqlite',
    db: new Kysely<Tables>({ dialect: new SqliteDialect({ database: forKysely(database) }) }),
  };
  // An in-memory database is private to its connection: it gets no second one.
  if (config.file === ':memory:') return sqlite;
  const reader = openSqlite(config.file);
  reader.exec('pragma query_only = ON');
  // Its statements kept per SQL text, as Kysely's connection keeps them.
  const statements = forKysely(reader);
  return {
    ...sqlite,
    read: (sql, parameters) => statements.prepare(sql).all(parameters),
    closeReader: () => reader.close(),
  };
}

/**
 * The database holds password hashes: only the api's own user may read it. SQLite gives its WAL
 * and shared-memory files the database file's mode, so they are private too.
 */
function createPrivately(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  // A file made by an older version, or by hand, is tightened too.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
}

/**
 * What `work` gives, or what `taken` gives when `work` fails on a unique index: a concurrent write
 * took the value first. SQLite and PostgreSQL report the violation differently.
 */
export async function unlessTaken<T, U>(
  work: Promise<T>,
  taken: () => U | Promise<U>,
): Promise<T | U> {
  try {
    return await work;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === '23505' || sqliteErrorCode(error) === SQLITE_CONSTRAINT_UNIQUE) return taken();
    throw error;
  }
}
