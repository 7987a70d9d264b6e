import { sql } from 'kysely';
import type { SchemaDb } from './schema-db';

/**
 * Every booking reads what its rider holds from now on (docs/PRODUCT.md, "Fair use"): the
 * rider's reservations that stand and end later, a range of this index whatever the
 * rider's history.
 */
export async function up(db: SchemaDb): Promise<void> {
  await db.schema
    .createIndex('reservations_user_end_standing')
    .on('reservations')
    .columns(['user_id', 'end_at'])
    .where(sql.ref('cancelled_at'), 'is', null)
    .execute();
}
