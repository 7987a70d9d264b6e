import type { Dialect } from '../types';
import type { SchemaDb } from './schema-db';

/**
 * The two-factor secret is kept sealed (AES-256-GCM, `src/lib/secret-box.ts`): longer than the
 * 32 base32 characters the column was sized for. SQLite does not hold a column to its declared
 * length. Secrets stored in the clear before stay as they are until their account next uses them
 * (the key is the running api's, not the migration's).
 */
export async function up(db: SchemaDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.schema
    .alterTable('users')
    .alterColumn('two_factor_secret', (col) => col.setDataType('text'))
    .execute();
}
