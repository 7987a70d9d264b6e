import { createIndexes, type SchemaDb } from './schema-db';

/**
 * The motorcycle index also holds what the monthly report sums (api/README.md, "Reports"),
 * so a month is read from the index alone, a third of the time it took with a row read
 * for each ride; the overlap checks and availability read only the index too. It keeps
 * (motorcycle, start, id) first, so the paged lists use it as before.
 * Riders' calendar feeds: one per rider, found by the selector in its address.
 */
export async function up(db: SchemaDb): Promise<void> {
  await createIndexes(db, 'reservations', {
    reservations_motorcycle_start_id_figures: [
      'motorcycle_id',
      'start_at',
      'id',
      'end_at',
      'cancelled_at',
      'duration_tenths',
      'total_cents',
    ],
  });
  await db.schema.dropIndex('reservations_motorcycle_start_id').execute();
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('selector', 'text', (col) => col.notNull().unique())
    .addColumn('verifier_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}
