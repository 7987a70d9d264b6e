import { rideCost } from 'shared-domain';
import type { Kysely, Selectable } from 'kysely';
import type { MotorcyclesTable, Tables } from '../../db/types';

/**
 * The motorcycle if it can be booked, read outside the booking's transaction
 * (routes/reservations/validate.ts); bookMotorcycle reads it under its lock.
 */
export function readMotorcycle(db: Kysely<Tables>, motorcycleId: number) {
  return db
    .selectFrom('motorcycles')
    .select(['name', 'booking_price_cents', 'day_price_cents'])
    .where('id', '=', motorcycleId)
    .where('deleted_at', 'is', null);
}

export type MotorcycleVerdict =
  | { kind: 'unavailable' }
  /** `byDays`: the motorcycle has a day price, which the sentence names. */
  | { kind: 'wrong-total'; expected: number; byDays: boolean }
  | { kind: 'bookable'; totalCents: number };

/**
 * The booking's motorcycle (its prices, or none when it cannot be booked) and the total the rider
 * was shown, judged by one rule: the total is shared-domain's rideCost, which the reserve form
 * shows, within a cent (a total that is not a number is not). bookMotorcycle judges under the
 * lock; a request refused for another field is judged outside it (routes/reservations/validate.ts)
 * so that its answer names every failing field.
 */
export function judgeMotorcycle(
  /** Its prices as stored, in whole cents (no day price: null). */
  prices: Pick<Selectable<MotorcyclesTable>, 'booking_price_cents' | 'day_price_cents'> | undefined,
  durationTenths: number,
  clientTotal: number,
): MotorcycleVerdict {
  if (prices === undefined) return { kind: 'unavailable' };
  const dayCents = prices.day_price_cents;
  const { totalCents } = rideCost(durationTenths / 10, {
    bookingPricePerHour: prices.booking_price_cents / 100,
    dayPrice: dayCents === null ? null : dayCents / 100,
  });
  const total = totalCents / 100;
  return Math.abs(clientTotal - total) <= 0.01 + 1e-9
    ? { kind: 'bookable', totalCents }
    : { kind: 'wrong-total', expected: total, byDays: dayCents !== null };
}
