import type { Kysely } from 'kysely';
import type { Tables } from '../../db/types';
import { type Locale, recipientLocale } from '../../lib/i18n';
import { type CancelCause, enqueueMail } from '../../mail/outbox';
import type { RideForMail } from '../../mail/ride-mail';
import { ridesWithRiders } from './rows';

/**
 * The riders of these reservations as their accounts read now: an account deletion reads them
 * before anonymising, so each mail goes to the address and in the language it had. A deleted
 * account's rides (its address is no address: account/deletion.ts) have nobody to tell.
 */
export async function ridesToTell(trx: Kysely<Tables>, ids: number[]): Promise<RideForMail[]> {
  if (ids.length === 0) return [];
  return ridesWithRiders(trx)
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
  rides: RideForMail[],
  why: { cause: CancelCause; reason?: string | null },
  fallback: Locale,
): Promise<void> {
  for (const ride of rides) {
    await enqueueMail(trx, {
      kind: 'booking-cancelled',
      to: ride.rider_email,
      locale: recipientLocale(ride.rider_locale, fallback),
      values: {
        name: ride.rider_name,
        motorcycle: ride.motorcycle_name,
        date: ride.date,
        duration: ride.duration_tenths / 10,
        cause: why.cause,
        reason: why.reason ?? null,
      },
    });
  }
}
