import type { Kysely } from 'kysely';
import type { Tables } from '../../db/types';

/**
 * Reservations with their riders and scooters, as a mail about a ride reads them
 * (mail/ride-mail.ts's RideForMail): the reminders' scan, the cancellations, the receipt.
 */
export function ridesWithRiders(trx: Kysely<Tables>) {
  return trx
    .selectFrom('reservations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('motorcycles as m', 'm.id', 'r.motorcycle_id')
    .select([
      'r.id',
      'r.date',
      'r.start_at',
      'r.duration_tenths',
      'r.total_cents',
      'm.name as motorcycle_name',
      'u.name as rider_name',
      'u.email as rider_email',
      'u.locale as rider_locale',
    ]);
}
