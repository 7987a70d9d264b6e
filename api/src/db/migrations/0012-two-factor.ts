import type { Dialect } from '../types';
import { createIndexes, idColumn, type SchemaDb } from './schema-db';

/**
 * Two-factor sign-in (api/README.md, "Two-factor sign-in"): the account's TOTP secret, pending
 * from setup until a code proves the app holds it (`two_factor_enabled_at` then set); the time
 * step of the last code accepted, so a code is never accepted twice; and the recovery codes,
 * kept only as password hashes, each used once.
 */
export async function up(db: SchemaDb, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('users').addColumn('two_factor_secret', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('two_factor_enabled_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('two_factor_last_step', 'integer').execute();

  await idColumn(db, dialect, 'recovery_codes')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await createIndexes(db, 'recovery_codes', { recovery_codes_user: ['user_id'] });
}
