import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/** Kysely's schema builder is untyped: `any` is the documented parameter type for migrations. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SchemaDb = Kysely<any>;

/** A table whose first column is an integer id the database assigns. */
export function idColumn(db: SchemaDb, dialect: Dialect, table: string) {
  return dialect === 'postgres'
    ? db.schema.createTable(table).addColumn('id', 'serial', (col) => col.primaryKey())
    : db.schema
        .createTable(table)
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Creates each index on `table`, in order: `{ name: ['column', …] }`. */
export async function createIndexes(
  db: SchemaDb,
  table: string,
  indexes: Record<string, string[]>,
) {
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}
