// What administrators change in the catalogue: add, edit and delete motorcycles. Each change
// bumps the catalogue version in its transaction, which keeps every instance's cached list current.
import type { Motorcycle } from 'shared-domain';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { unlessTaken } from '../db/connect';
import { writeTransaction } from '../db/transaction';
import type { Database, MotorcyclesTable, Tables } from '../db/types';
import type { Locale } from '../lib/i18n';
import { appendAudit } from './audit';
import { columns, findActiveMotorcycle, toMotorcycle } from './motorcycles';
import { ridesToTell, tellCancelled } from './reservations/cancel-notices';

/**
 * A motorcycle as stored, under its columns' names: money in cents (no day price: null), text
 * already trimmed.
 */
export type MotorcycleInput = Omit<
  Selectable<MotorcyclesTable>,
  'id' | 'created_at' | 'deleted_at'
>;

async function bumpCatalogVersion(trx: Kysely<Tables>): Promise<void> {
  await trx
    .updateTable('catalog_version')
    .set({ version: sql`version + 1` })
    .where('id', '=', 1)
    .execute();
}

/** Null when the chassis number is taken (the unique index settles concurrent inserts). */
export async function insertMotorcycle(
  database: Database,
  input: MotorcycleInput,
  /** Who added it, for the audit trail; none for the demo data. */
  actorId?: number,
): Promise<Motorcycle | null> {
  return unlessTaken(
    writeTransaction(database, async (trx) => {
      const row = await trx
        .insertInto('motorcycles')
        .values({ ...input, created_at: Date.now() })
        .returning(columns)
        .executeTakeFirstOrThrow();
      await bumpCatalogVersion(trx);
      const motorcycle = toMotorcycle(row);
      if (actorId !== undefined) {
        const subject = { type: 'motorcycle', id: row.id } as const;
        await appendAudit(trx, {
          actorId,
          action: 'motorcycle.create',
          subject,
          after: motorcycle,
        });
      }
      return motorcycle;
    }),
    () => null,
  );
}

export type UpdateOutcome =
  { kind: 'updated'; motorcycle: Motorcycle } | { kind: 'not-found' } | { kind: 'chassis-taken' };

/**
 * Changes some fields of a motorcycle in the catalogue. Reservations keep the totals they were
 * made with (they store them); new bookings pay the new price. On PostgreSQL the UPDATE holds the
 * row until commit, so a booking racing it (which locks the same row) sees the old price or the
 * new one, never a mix.
 */
export async function updateMotorcycle(
  database: Database,
  id: number,
  changes: Partial<MotorcycleInput>,
  actorId: number,
): Promise<UpdateOutcome> {
  return unlessTaken(
    writeTransaction(database, async (trx): Promise<UpdateOutcome> => {
      const before = await findActiveMotorcycle(trx, id, database.dialect === 'postgres');
      if (!before) return { kind: 'not-found' };
      if (Object.values(changes).every((value) => value === undefined))
        return { kind: 'updated', motorcycle: before };
      const row = await trx
        .updateTable('motorcycles')
        // Kysely leaves out a column set to undefined: only the fields sent are written.
        .set(changes)
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirstOrThrow();
      const after = toMotorcycle(row);
      const subject = { type: 'motorcycle', id } as const;
      await appendAudit(trx, { actorId, action: 'motorcycle.update', subject, before, after });
      await bumpCatalogVersion(trx);
      return { kind: 'updated', motorcycle: after };
    }),
    () => ({ kind: 'chassis-taken' }) as const,
  );
}

/**
 * Soft delete: reservations keep pointing at the row. Its confirmed rides that start after
 * `startedBefore` (now on the shop's clock) are cancelled, each rider mailed why, so the books
 * count no ride on a scooter the shop no longer has; one out with a rider, or one whose start has
 * passed (the desk settles it), stays. On PostgreSQL those rides are locked before the scooter, in
 * a hand-over's order. False when absent or already deleted.
 */
export async function softDeleteMotorcycle(
  database: Database,
  id: number,
  options: { startedBefore: number; locale: Locale; actorId: number },
): Promise<boolean> {
  return writeTransaction(database, async (trx) => {
    const ahead = (eb: ExpressionBuilder<Tables, 'reservations'>) =>
      eb.and([
        eb('motorcycle_id', '=', id),
        eb('cancelled_at', 'is', null),
        eb('picked_up_at', 'is', null),
        eb('start_at', '>', options.startedBefore),
      ]);
    if (database.dialect === 'postgres') {
      await trx.selectFrom('reservations').select('id').where(ahead).forUpdate().execute();
    }
    const result = await trx
      .updateTable('motorcycles')
      .set({ deleted_at: Date.now() })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returning(columns)
      .executeTakeFirst();
    if (!result) return false;
    await bumpCatalogVersion(trx);
    // After the scooter's row: a booking that committed meanwhile is cancelled too.
    const cancelled = (
      await trx
        .updateTable('reservations')
        .set({ cancelled_at: Date.now() })
        .where(ahead)
        .returning('id')
        .execute()
    ).map((ride) => ride.id);
    await appendAudit(trx, {
      actorId: options.actorId,
      action: 'motorcycle.delete',
      subject: { type: 'motorcycle', id },
      before: toMotorcycle(result),
      after: { cancelled_reservations: cancelled },
    });
    const riders = await ridesToTell(trx, cancelled);
    await tellCancelled(trx, riders, { cause: 'scooter-removed' }, options.locale);
    return true;
  });
}
