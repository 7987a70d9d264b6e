import type { SchemaDb } from './schema-db';

/**
 * When a ride's reminder was written to the outbox (api/README.md, "Mail"); null until then. The
 * sender marks it in the transaction that writes the reminder, so a ride is reminded once even
 * with several api instances.
 */
export async function up(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('reminded_at', 'bigint').execute();
}
