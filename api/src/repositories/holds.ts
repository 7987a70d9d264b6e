import { MAX_BOOKING_HOURS } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/types';

/**
 * No booking holds longer than this (a date-only booking of MAX_BOOKING_HOURS holds 30 whole
 * days, the same span), so one that overlaps [start, end) starts after start - LONGEST_HOLD_MS:
 * the lower bound keeps an index range to a month, not the motorcycle's whole history.
 */
export const LONGEST_HOLD_MS = MAX_BOOKING_HOURS * 3_600_000;

/**
 * A motorcycle's rides that are out now (handed over, not taken back), from the partial index
 * of rides out (migration 0004), whatever their age: there are a handful in the whole shop.
 */
export function outRides(db: Kysely<Tables>, motorcycleId: number) {
  return db
    .selectFrom('reservations')
    .select(['id', 'start_at', 'end_at'])
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
  return outRides(db, motorcycleId)
    .where('end_at', '<=', wallNow)
    .where('start_at', '<', before)
    .orderBy('start_at');
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
