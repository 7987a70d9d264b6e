import type { Dialect } from '../types';
import { createIndexes, idColumn, type SchemaDb } from './schema-db';

/** What a new shop opens with until the owner fills in its profile (api/README.md, "Mail"). */
const DEFAULT_OPENING_HOURS = JSON.stringify([
  ...Array.from({ length: 6 }, () => ({ opens: '09:00', closes: '19:00' })),
  null,
]);

/**
 * Accounts and mail (api/README.md, "Mail"): the outbox every mail is written to in the same
 * transaction as the change that causes it; password-reset tokens, kept only as hashes; the
 * shop's profile (one row); a rider's phone.
 */
export async function up(db: SchemaDb, dialect: Dialect): Promise<void> {
  await idColumn(db, dialect, 'mail_outbox')
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('locale', 'varchar(35)', (col) => col.notNull())
    .addColumn('mail_values', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await createIndexes(db, 'mail_outbox', { mail_outbox_due: ['status', 'next_attempt_at'] });

  await idColumn(db, dialect, 'password_resets')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await createIndexes(db, 'password_resets', { password_resets_user: ['user_id'] });

  await db.schema
    .createTable('shop_profile')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('opening_hours', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db
    .insertInto('shop_profile')
    .values({
      id: 1,
      name: 'Vespa Rentals',
      address: '',
      phone: '',
      email: '',
      opening_hours: DEFAULT_OPENING_HOURS,
      updated_at: 0,
    })
    .execute();

  await db.schema.alterTable('users').addColumn('phone', 'varchar(40)').execute();
}
