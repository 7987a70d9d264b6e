import { type Interval, MAX_BOOKING_HOURS } from 'shared-domain';
import { type Kysely, sql } from 'kysely';
import type { Tables } from '../db/types';

/**
 * No booking holds longer than this (a date-only booking of MAX_BOOKING_HOURS holds 30 whole
 * days, the same span), so one that overlaps [start, end) starts after start - LONGEST_HOLD_MS:
 * the lower bound keeps an index range to a month, not the motorcycle's whole history.
 */
export const LONGEST_HOLD_MS = MAX_BOOKING_HOURS * 3_600_000;

/** [start, end) and where a held time that overlaps it may start after (an index range's bound). */
export interface Search extends Interval {
  startsAfter: number;
}

export const holdSearch = (window: Interval): Search => ({
  ...window,
  startsAfter: window.start - LONGEST_HOLD_MS,
});

/**
 * Whether the [start_at, end_at) of `table` (reservations or blocks, or their alias) overlaps
 * [start, end): touching ends do not. The lower bound on start_at implies nothing more; it keeps
 * the read to a range of a start-time index.
 */
export function overlapping(table: string, { start, end, startsAfter }: Search) {
  const [from, to] = [sql.ref(`${table}.start_at`), sql.ref(`${table}.end_at`)];
  return sql<boolean>`(${from} > ${startsAfter} and ${from} < ${end} and ${to} > ${start})`;
}

/**
 * A motorcycle's rides that are out now (handed over, not taken back), from the partial index
 * of rides out (migration 0004), whatever their age: there are a handful in the whole shop.
 */
export function outRides(db: Kysely<Tables>, motorcycleId: number) {
  return db
    .selectFrom('reservations')
    .where('picked_up_at', 'is not', null)
    .where('returned_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('motorcycle_id', '=', motorcycleId);
}

/**
 * The rides out past their end at `wallNow` that hold the motorcycle at some moment before
 * `before` (docs/PRODUCT.md, "The shop's desk": an overdue ride holds its scooter from its start
 * until it is taken back, however long that is).
 */
export function overdueHolds(
  db: Kysely<Tables>,
  motorcycleId: number,
  wallNow: number,
  before: number,
) {
  return outRides(db, motorcycleId).where('end_at', '<=', wallNow).where('start_at', '<', before);
}

/** The highest odometer recorded for a motorcycle, at any hand-over or take-back (0: none). */
export async function lastOdometer(db: Kysely<Tables>, motorcycleId: number): Promise<number> {
  const row = await db
    .selectFrom('reservations')
    .select((eb) => [
      eb.fn.max('pickup_odometer_km').as('pickup_km'),
      eb.fn.max('return_odometer_km').as('return_km'),
    ])
    .where('motorcycle_id', '=', motorcycleId)
    .where('picked_up_at', 'is not', null)
    .executeTakeFirst();
  return Math.max(Number(row?.pickup_km ?? 0), Number(row?.return_km ?? 0));
}

/**
 * The intervals a motorcycle is held that overlap [from, to), sorted; no rider data. A ride out
 * past its end at `wallNow` holds it from its start to `to` and beyond, until it is taken back.
 */
export async function busyIntervals(
  db: Kysely<Tables>,
  motorcycleId: number,
  window: { from: number; to: number; wallNow: number },
): Promise<Interval[]> {
  const { from, to, wallNow } = window;
  const overdue = await overdueHolds(db, motorcycleId, wallNow, to)
    .select(['id', 'start_at'])
    .execute();
  const late = new Set(overdue.map((row) => row.id));
  const rows = await db
    .selectFrom('reservations')
    .select(['id', 'start_at', 'end_at'])
    .where('motorcycle_id', '=', motorcycleId)
    .where('cancelled_at', 'is', null)
    .where(overlapping('reservations', holdSearch({ start: from, end: to })))
    .orderBy('start_at')
    .execute();
  return [
    ...rows.filter((row) => !late.has(row.id)),
    ...overdue.map((row) => ({ start_at: row.start_at, end_at: to })),
  ]
    .map((row) => ({ start: Number(row.start_at), end: Number(row.end_at) }))
    .sort((a, b) => a.start - b.start);
}
