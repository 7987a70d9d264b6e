import { bookingTotal } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/types';

/**
 * The motorcycle if it can be booked, read outside the booking's transaction
 * (routes/reservations/validate.ts); bookMotorcycle reads it under its lock.
 */
export function readMotorcycle(db: Kysely<Tables>, motorcycleId: number) {
  return db
    .selectFrom('motorcycles')
    .select(['name', 'booking_price_cents'])
    .where('id', '=', motorcycleId)
    .where('deleted_at', 'is', null);
}

export type MotorcycleVerdict =
  | { kind: 'unavailable' }
  | { kind: 'wrong-total'; expected: number }
  | { kind: 'bookable'; total: number };

/**
 * The booking's motorcycle (its price, or none when it cannot be booked) and the total the rider
 * was shown, judged by one rule: the total is shared-domain's bookingTotal, which the reserve form
 * shows, within a cent (a total that is not a number is not). bookMotorcycle judges under the
 * lock; a request refused for another field is judged outside it (routes/reservations/validate.ts)
 * so that its answer names every failing field.
 */
export function judgeMotorcycle(
  priceCents: number | undefined,
  durationTenths: number,
  clientTotal: number,
): MotorcycleVerdict {
  if (priceCents === undefined) return { kind: 'unavailable' };
  const total = bookingTotal(durationTenths / 10, priceCents / 100);
  return Math.abs(clientTotal - total) <= 0.01 + 1e-9
    ? { kind: 'bookable', total }
    : { kind: 'wrong-total', expected: total };
}
