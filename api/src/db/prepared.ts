import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { prepareOnServer } from './server-prepared';
import type { Database, Tables } from './types';

/**
 * Runs a query inside or outside a transaction, PostgreSQL planning it once per connection
 * (server-prepared.ts): for the api's fixed statements on a hot path, not for text built from
 * what a client sends.
 */
export async function runPrepared<Row>(db: Kysely<Tables>, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  prepareOnServer(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

/**
 * A query compiled once per database handle and then run with fresh parameters. On the hot path
 * (every authenticated request) building and compiling the query cost more than running it.
 * `build` uses placeholder values; run it with the real values in the same order.
 */
export function prepared<Row>(build: (db: Kysely<Tables>) => Compilable<Row>) {
  const compiledFor = new WeakMap<Kysely<Tables>, CompiledQuery<Row>>();
  return async (db: Kysely<Tables>, ...parameters: unknown[]): Promise<Row[]> => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db).compile();
      prepareOnServer(compiled.sql);
      compiledFor.set(db, compiled);
    }
    const query = parameters.length > 0 ? { ...compiled, parameters } : compiled;
    return (await db.executeQuery(query)).rows;
  };
}

/**
 * `prepared` for reads of committed data outside any transaction: on SQLite they run at once on
 * the read connection (`Database.read`), elsewhere through Kysely.
 */
export function preparedRead<Row>(build: (db: Kysely<Tables>) => Compilable<Row>) {
  const run = prepared(build);
  const sqlFor = new WeakMap<Kysely<Tables>, string>();
  return async (database: Database, ...parameters: unknown[]): Promise<Row[]> => {
    if (!database.read) return run(database.db, ...parameters);
    let sql = sqlFor.get(database.db);
    if (sql === undefined) {
      sql = build(database.db).compile().sql;
      sqlFor.set(database.db, sql);
    }
    return database.read(sql, parameters) as Row[];
  };
}
