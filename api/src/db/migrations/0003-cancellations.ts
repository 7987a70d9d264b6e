import type { SchemaDb } from './schema-db';

/**
 * A cancelled reservation keeps its row (history, the admin list) and frees its slot.
 */
export async function up(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('cancelled_at', 'bigint').execute();
}
