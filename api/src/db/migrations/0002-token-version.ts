import type { SchemaDb } from './schema-db';

/**
 * Every token carries the version it was issued under; logout bumps it, which ends every
 * earlier token on every instance (they all read the user row on each request).
 */
export async function up(db: SchemaDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
