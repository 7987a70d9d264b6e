import {
  type AdminReservation,
  type Block,
  type Interval,
  MAX_BLOCK_DAYS,
  wallClockText,
} from 'shared-domain';
import type { Kysely, Selectable } from 'kysely';
import { writeTransaction } from '../db/transaction';
import type { BlocksTable, Database, Tables } from '../db/types';
import { adminReservations, toAdminReservation } from './admin-reservation-row';
import { findActiveMotorcycle } from './motorcycles';
import { appendAudit } from './audit';
import { holdSearch, overdueHolds, overlapping, type Search } from './holds';

/** No block is longer, so one that overlaps [start, end) starts after start − this. */
export const LONGEST_BLOCK_MS = MAX_BLOCK_DAYS * 86_400_000;

const BLOCK_COLUMNS = ['id', 'motorcycle_id', 'start_at', 'end_at', 'reason'] as const;

function toBlock(row: Pick<Selectable<BlocksTable>, (typeof BLOCK_COLUMNS)[number]>): Block {
  return {
    id: row.id,
    motorcycle_id: row.motorcycle_id,
    from: wallClockText(row.start_at),
    to: wallClockText(row.end_at),
    reason: row.reason,
  };
}

export const blockSearch = (window: Interval): Search => ({
  ...window,
  startsAfter: window.start - LONGEST_BLOCK_MS,
});

/** Blocks overlapping [from, to), of one motorcycle or (null) of every one. */
export function blocksIn(db: Kysely<Tables>, motorcycleId: number | null, search: Search) {
  return db
    .selectFrom('blocks')
    .$if(motorcycleId !== null, (query) =>
      query.where('motorcycle_id', '=', motorcycleId as number),
    )
    .where(overlapping('blocks', search));
}

/** Blocks overlapping [from, to), of one motorcycle or (null) of every one, by start. */
function blockRows(db: Kysely<Tables>, motorcycleId: number | null, window: Interval) {
  return blocksIn(db, motorcycleId, blockSearch(window))
    .select(BLOCK_COLUMNS)
    .orderBy('start_at')
    .orderBy('id');
}

export async function blocksOverlapping(
  db: Kysely<Tables>,
  motorcycleId: number | null,
  window: Interval,
): Promise<Block[]> {
  return (await blockRows(db, motorcycleId, window).execute()).map(toBlock);
}

/** Whether the motorcycle is in the workshop at any moment of `interval` (inside a transaction). */
export async function inWorkshop(trx: Kysely<Tables>, motorcycleId: number, interval: Interval) {
  return (await blockRows(trx, motorcycleId, interval).limit(1).executeTakeFirst()) !== undefined;
}

export type BlockOutcome =
  | { kind: 'created'; block: Block }
  | { kind: 'not-found' }
  | { kind: 'reservations'; conflicts: AdminReservation[] }
  | { kind: 'blocked' };

/**
 * Takes a motorcycle to the workshop for [start, end) unless riders hold it then (confirmed or
 * out, and a ride out past its end at `wallNow` until it is taken back) or it is already there. Serialised with bookings as they are with each other: the motorcycle's
 * row is locked on PostgreSQL (bookings lock it too), the whole database on SQLite, so a block and
 * a booking racing for the same time cannot both succeed.
 */
export async function createBlock(
  database: Database,
  input: {
    motorcycleId: number;
    interval: Interval;
    reason: string;
    createdBy: number;
    wallNow: number;
  },
): Promise<BlockOutcome> {
  return writeTransaction(database, async (trx) => {
    const { motorcycleId, interval } = input;
    const motorcycle = await findActiveMotorcycle(
      trx,
      motorcycleId,
      database.dialect === 'postgres',
    );
    if (!motorcycle) return { kind: 'not-found' };
    const held = await adminReservations(trx)
      .where('r.motorcycle_id', '=', motorcycleId)
      .where('r.cancelled_at', 'is', null)
      .where('r.returned_at', 'is', null)
      .where(overlapping('r', holdSearch(interval)))
      .orderBy('r.start_at')
      .execute();
    const overdue = await overdueHolds(trx, motorcycleId, input.wallNow, interval.end)
      .select('id')
      .execute();
    const listed = new Set(held.map(({ id }) => id));
    const late = overdue.filter(({ id }) => !listed.has(id)).map(({ id }) => id);
    if (late.length > 0) {
      held.unshift(...(await adminReservations(trx).where('r.id', 'in', late).execute()));
    }
    if (held.length > 0) return { kind: 'reservations', conflicts: held.map(toAdminReservation) };
    if (await inWorkshop(trx, motorcycleId, interval)) return { kind: 'blocked' };
    const row = await trx
      .insertInto('blocks')
      .values({
        motorcycle_id: motorcycleId,
        start_at: interval.start,
        end_at: interval.end,
        reason: input.reason,
        created_by: input.createdBy,
        created_at: Date.now(),
      })
      .returning(BLOCK_COLUMNS)
      .executeTakeFirstOrThrow();
    const block = toBlock(row);
    const subject = { type: 'block', id: block.id } as const;
    await appendAudit(trx, {
      actorId: input.createdBy,
      action: 'block.create',
      subject,
      after: block,
    });
    return { kind: 'created', block };
  });
}

/** False when there is no such block. The time is free to book as soon as this commits. */
export async function deleteBlock(database: Database, id: number, actorId: number) {
  return writeTransaction(database, async (trx) => {
    const row = await trx
      .deleteFrom('blocks')
      .where('id', '=', id)
      .returning(BLOCK_COLUMNS)
      .executeTakeFirst();
    if (!row) return false;
    const subject = { type: 'block', id } as const;
    await appendAudit(trx, { actorId, action: 'block.remove', subject, before: toBlock(row) });
    return true;
  });
}
