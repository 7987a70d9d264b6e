import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * SQLite is Node's own `node:sqlite` (no native module to compile for the Node that runs the
 * api). Kysely's SqliteDialect speaks the better-sqlite3 shape; `forKysely` adapts to it.
 */
export function openSqlite(file: string, options: { readOnly?: boolean } = {}): DatabaseSync {
  const database = new DatabaseSync(file, { readOnly: options.readOnly ?? false });
  // Another connection holding the write lock is waited for, not reported as SQLITE_BUSY.
  database.exec('pragma busy_timeout = 5000');
  return database;
}

const STATEMENT_CACHE_LIMIT = 500;

/**
 * The better-sqlite3 shape Kysely expects, over node:sqlite. Kysely prepares every query afresh;
 * preparing costs more than running our small queries, so statements are reused per SQL text (the
 * set of texts is small and fixed, the limit a guard).
 */
export function forKysely(database: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_LIMIT) statements.clear();
        statement = adapt(database.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function adapt(statement: StatementSync): SqliteStatement {
  return {
    // A statement that yields columns (a SELECT, or a write with RETURNING) is read for its rows.
    reader: statement.columns().length > 0,
    // Kysely's parameters are the values our queries bind: numbers, strings and nulls.
    all: (parameters) => statement.all(...(parameters as SQLInputValue[])),
    run: (parameters) => statement.run(...(parameters as SQLInputValue[])),
    iterate: (parameters) => statement.iterate(...(parameters as SQLInputValue[])),
  };
}

/**
 * node:sqlite reports SQLite's result code as `errcode` (extended codes carry the primary code in
 * their low byte): SQLITE_BUSY is 5, SQLITE_CONSTRAINT_UNIQUE 2067.
 */
export function sqliteErrorCode(error: unknown): number | undefined {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === 'number' ? errcode : undefined;
}

export const SQLITE_BUSY = 5;
export const SQLITE_CONSTRAINT_UNIQUE = 2067;
