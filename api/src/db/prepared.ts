import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { prepareOnServer } from './server-prepared';
import type { Database, Tables } from './types';

/** Where a named value goes in a query compiled once (prepared). */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A query built and compiled once per database, then run with fresh values: on the hot
 * paths (every authenticated request, every booking) building and compiling a Kysely query cost
 * more than running it, and PostgreSQL plans it once per connection (server-prepared.ts). `build`
 * must use each of `values` as a value of the query only, never to choose its shape (compute
 * what is derived before, as a value of its own); any other value in it is a constant.
 */
export function prepared<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Tables>, values: Values) => Compilable<Row>,
) {
  // By the handle's dialect adapter: a transaction is a Kysely object of its own, made for each
  // booking, sharing its database's adapter; and the SQL depends on the dialect only.
  const compiledFor = new WeakMap<object, CompiledQuery<Row>>();
  const compile = (db: Kysely<Tables>, values: Values): CompiledQuery<Row> => {
    const dialect = db.getExecutor().adapter;
    let compiled = compiledFor.get(dialect);
    if (!compiled) {
      const slots = Object.fromEntries(Object.keys(values).map((name) => [name, new Slot(name)]));
      // Each value is a Slot while the query is built, so the compiled parameters say which
      // value goes where; Kysely passes a value through without looking into it.
      compiled = build(db, slots as unknown as Values).compile();
      prepareOnServer(compiled.sql);
      compiledFor.set(dialect, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.name] : parameter,
    );
    return { ...compiled, parameters };
  };
  const run = async (db: Kysely<Tables>, values: Values): Promise<Row[]> =>
    (await db.executeQuery(compile(db, values))).rows;
  return Object.assign(run, { compile });
}

/**
 * `prepared` for reads of committed data outside any transaction: on SQLite they run at once on
 * the read connection (`Database.read`), elsewhere through Kysely.
 */
export function preparedRead<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Tables>, values: Values) => Compilable<Row>,
) {
  const query = prepared(build);
  return async (database: Database, values: Values): Promise<Row[]> => {
    if (!database.read) return query(database.db, values);
    const { sql, parameters } = query.compile(database.db, values);
    return database.read(sql, parameters) as Row[];
  };
}
