import type { SchemaDb } from './schema-db';

/**
 * The language a user chose (api/README.md, "Languages"); null until they choose one, so the
 * apps follow the browser's languages until then.
 */
export async function up(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'varchar(35)').execute();
}
