import type { SchemaDb } from './schema-db';

/**
 * Money at the desk, its prices (docs/PRODUCT.md, "Bookings"): a motorcycle's day price, in whole
 * cents as its other prices, null when it has none (each started 24 hours of a ride then costs
 * its hours); and the deposit held at the hand-over, 0 for the motorcycles already stored.
 */
export async function up(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('motorcycles').addColumn('day_price_cents', 'integer').execute();
  await db.schema
    .alterTable('motorcycles')
    .addColumn('deposit_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
