import { sql } from 'kysely';
import type { Dialect } from '../types';
import { createIndexes, idColumn, type SchemaDb } from './schema-db';

/**
 * The shop's desk (docs/PRODUCT.md): hand-over and take-back on the reservation's row, and
 * workshop blocks, during which nobody can book the motorcycle.
 */
export async function up(db: SchemaDb, dialect: Dialect): Promise<void> {
  for (const [column, type] of [
    ['picked_up_at', 'bigint'],
    ['pickup_odometer_km', 'integer'],
    ['pickup_note', 'text'],
    ['returned_at', 'bigint'],
    ['return_odometer_km', 'integer'],
    ['damage', 'text'],
    ['return_note', 'text'],
    // Kept as counted at take-back, in the shop's time zone of that moment.
    ['late_minutes', 'integer'],
  ] as const) {
    await db.schema.alterTable('reservations').addColumn(column, type).execute();
  }
  await idColumn(db, dialect, 'blocks')
    .addColumn('motorcycle_id', 'integer', (col) => col.notNull().references('motorcycles.id'))
    .addColumn('start_at', 'bigint', (col) => col.notNull())
    .addColumn('end_at', 'bigint', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await createIndexes(db, 'blocks', {
    blocks_motorcycle_start: ['motorcycle_id', 'start_at'],
    // The fleet window reads every motorcycle's blocks by time.
    blocks_start: ['start_at'],
  });
  // The scooters out now are few whatever the history (the desk's overdue returns).
  await sql`create index reservations_out on reservations (start_at, id)
    where picked_up_at is not null and returned_at is null and cancelled_at is null`.execute(db);
}
