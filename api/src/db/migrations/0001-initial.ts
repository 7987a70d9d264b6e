import { sql } from 'kysely';
import type { Dialect } from '../types';
import { createIndexes, idColumn, type SchemaDb } from './schema-db';

/** The first schema: users, motorcycles, reservations, and the catalogue's version row. */
export async function up(db: SchemaDb, dialect: Dialect): Promise<void> {
  await idColumn(db, dialect, 'users')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await idColumn(db, dialect, 'motorcycles')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('chassis_number', 'text', (col) => col.notNull())
    .addColumn('booking_price_cents', 'integer', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('image_link', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  // A deleted motorcycle's chassis number may be registered again.
  await db.schema
    .createIndex('motorcycles_chassis_number_active')
    .on('motorcycles')
    .expression(sql`lower(chassis_number)`)
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await idColumn(db, dialect, 'reservations')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('motorcycle_id', 'integer', (col) => col.notNull().references('motorcycles.id'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('duration_tenths', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('start_at', 'bigint', (col) => col.notNull())
    .addColumn('end_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await createIndexes(db, 'reservations', {
    reservations_motorcycle_start: ['motorcycle_id', 'start_at'],
    reservations_user_start: ['user_id', 'start_at'],
  });

  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
  await db.insertInto('catalog_version').values({ id: 1, version: 0 }).execute();
}
