import type { Reservation } from 'shared-domain';
import type { InferResult, Kysely } from 'kysely';
import type { Tables } from '../../db/types';

/** A reservation as riders see it, with its motorcycle's name. */
export function reservationsWithNames(db: Kysely<Tables>) {
  // An inner join is safe: motorcycles are only ever soft-deleted, so the name stays readable.
  return db
    .selectFrom('reservations as r')
    .innerJoin('motorcycles as m', 'm.id', 'r.motorcycle_id')
    .select([
      'r.id',
      'r.date',
      'r.city',
      'r.motorcycle_id',
      'm.name as motorcycle_name',
      'r.duration_tenths',
      'r.total_cents',
    ]);
}

/** The rider's reservations that stand (cancelled ones leave the rider's lists). */
export function riderReservations(db: Kysely<Tables>, userId: number) {
  return reservationsWithNames(db)
    .where('r.user_id', '=', userId)
    .where('r.cancelled_at', 'is', null);
}

/**
 * Reservations with their riders and scooters, as a mail about a ride reads them
 * (mail/ride-mail.ts's RideForMail): the reminders' scan, the cancellations, the receipt.
 */
export function ridesWithRiders(db: Kysely<Tables>) {
  return reservationsWithNames(db)
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.start_at', 'u.name as rider_name', 'u.email as rider_email'])
    .select('u.locale as rider_locale');
}

export type ReservationRow = InferResult<ReturnType<typeof reservationsWithNames>>[number];

export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    date: row.date,
    city: row.city,
    motorcycle_id: row.motorcycle_id,
    motorcycle_name: row.motorcycle_name,
    duration: row.duration_tenths / 10,
    total: row.total_cents / 100,
  };
}
