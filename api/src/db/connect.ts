import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database, Tables } from './types';

export function connect(config: DatabaseConfig, onPoolError: (error: Error) => void): Database {
  if (config.dialect === 'postgres') {
    const pool = new Pool({ connectionString: config.url, max: 10 });
    // An idle client losing its server emits here; unhandled it would crash the process.
    pool.on('error', onPoolError);
    return {
      dialect: 'postgres',
      db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }),
    };
  }
  if (config.file !== ':memory:') createPrivately(config.file);
  const database = new SQLite(config.file);
  // WAL lets readers run beside the writer; NORMAL stays durable across process crashes.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const sqlite: Database = {
    dialect: 'sqlite',
    db: new Kysely<Tables>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    }),
  };
  // An in-memory database is private to its connection: it gets no second one.
  if (config.file === ':memory:') return sqlite;
  const reader = new SQLite(config.file);
  reader.pragma('busy_timeout = 5000');
  reader.pragma('query_only = ON');
  const statements = new Map<string, SQLite.Statement>();
  return {
    ...sqlite,
    read(sql, parameters) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = reader.prepare(sql);
        statements.set(sql, statement);
      }
      return statement.all(...parameters);
    },
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

const STATEMENT_CACHE_LIMIT = 500;

/**
 * Kysely prepares every query afresh; preparing costs more than running our small queries, so
 * statements are reused per SQL text (the set of texts is small and fixed, the limit a guard).
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_LIMIT) statements.clear();
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** SQLite and PostgreSQL report a unique-constraint violation differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
