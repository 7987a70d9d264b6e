import type { Kysely } from 'kysely';
import type { Tables } from '../../db/types';
import { type Locale, recipientLocale } from '../../lib/i18n';
import { type CancelCause, enqueueMail } from '../../mail/outbox';

/** A ride's rider and what a mail about the ride (booking-cancelled, return-receipt) says of it. */
export interface RideToTell {
  name: string;
  email: string;
  locale: string | null;
  motorcycle: string;
  date: string;
  duration_tenths: number;
}

/**
 * The riders of these reservations as their accounts read now: an account deletion reads them
 * before anonymising, so each mail goes to the address and in the language it had. A deleted
 * account's rides (its address is no address: account/deletion.ts) have nobody to tell.
 */
export async function ridesToTell(trx: Kysely<Tables>, ids: number[]): Promise<RideToTell[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('reservations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('motorcycles as m', 'm.id', 'r.motorcycle_id')
    .select([
      'u.name',
      'u.email',
      'u.locale',
      'm.name as motorcycle',
      'r.date',
      'r.duration_tenths',
    ])
    .where('r.id', 'in', ids)
    .where('u.email', 'like', '%@%')
    .orderBy('r.id')
    .execute();
}

/**
 * Writes booking-cancelled to each rider, in the transaction that cancelled their rides; the
 * language is the account's, else `fallback` (the request's: api/README.md, "Mail").
 */
export async function tellCancelled(
  trx: Kysely<Tables>,
  rides: RideToTell[],
  why: { cause: CancelCause; reason?: string | null },
  fallback: Locale,
): Promise<void> {
  for (const ride of rides) {
    await enqueueMail(trx, {
      kind: 'booking-cancelled',
      to: ride.email,
      locale: recipientLocale(ride.locale, fallback),
      values: {
        name: ride.name,
        motorcycle: ride.motorcycle,
        date: ride.date,
        duration: ride.duration_tenths / 10,
        cause: why.cause,
        reason: why.reason ?? null,
      },
    });
  }
}
