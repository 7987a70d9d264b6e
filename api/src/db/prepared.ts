import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Tables } from './types';

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
      compiledFor.set(db, compiled);
    }
    const query = parameters.length > 0 ? { ...compiled, parameters } : compiled;
    return (await db.executeQuery(query)).rows;
  };
}
