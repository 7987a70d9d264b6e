import type { AdminReservation, ReservationStatus } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/types';
import { reservationsWithNames, toReservation } from './reservations/rows';

/**
 * One reservation as administrators see it, with its rider and the desk's record, in the shape
 * every admin call sends (the list, the fleet window, hand-over and take-back).
 */
export function adminReservations(db: Kysely<Tables>) {
  return reservationsWithNames(db)
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.start_at',
      'r.end_at',
      'r.cancelled_at',
      'r.picked_up_at',
      'r.pickup_odometer_km',
      'r.pickup_note',
      'r.returned_at',
      'r.return_odometer_km',
      'r.damage',
      'r.return_note',
      'r.late_minutes',
      'u.id as user_id',
      'u.name as user_name',
      'u.email as user_email',
    ]);
}

type StatusFilterable = ReturnType<typeof adminReservations>;

type Row = Awaited<ReturnType<ReturnType<typeof adminReservations>['executeTakeFirstOrThrow']>>;

/** Narrows a query on `reservations as r` to one status (the conditions statusOf reads). */
export function whereStatus<Query extends StatusFilterable>(
  query: Query,
  status: ReservationStatus | undefined,
): Query {
  switch (status) {
    case 'cancelled':
      return query.where('r.cancelled_at', 'is not', null) as Query;
    case 'returned':
      return query
        .where('r.cancelled_at', 'is', null)
        .where('r.returned_at', 'is not', null) as Query;
    case 'out':
      return query
        .where('r.cancelled_at', 'is', null)
        .where('r.returned_at', 'is', null)
        .where('r.picked_up_at', 'is not', null) as Query;
    case 'confirmed':
      return query.where('r.cancelled_at', 'is', null).where('r.picked_up_at', 'is', null) as Query;
    default:
      return query;
  }
}

/** Where a reservation stands, from the times recorded on its row. */
export function statusOf(row: {
  cancelled_at: unknown;
  picked_up_at: unknown;
  returned_at: unknown;
}): ReservationStatus {
  if (row.cancelled_at !== null) return 'cancelled';
  if (row.returned_at !== null) return 'returned';
  if (row.picked_up_at !== null) return 'out';
  return 'confirmed';
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** The row on the wire; the desk's fields only once they happened, to keep long lists small. */
export function toAdminReservation(row: Row): AdminReservation {
  const reservation: AdminReservation = {
    ...toReservation(row),
    status: statusOf(row),
    cancelled_at: row.cancelled_at === null ? null : iso(row.cancelled_at),
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
  };
  if (row.picked_up_at !== null) {
    reservation.picked_up_at = iso(row.picked_up_at);
    reservation.pickup_odometer_km = row.pickup_odometer_km ?? 0;
    if (row.pickup_note) reservation.pickup_note = row.pickup_note;
  }
  if (row.returned_at !== null) {
    reservation.returned_at = iso(row.returned_at);
    reservation.return_odometer_km = row.return_odometer_km ?? 0;
    reservation.late_minutes = row.late_minutes ?? 0;
    if (row.damage) reservation.damage = row.damage;
    if (row.return_note) reservation.return_note = row.return_note;
  }
  return reservation;
}

export async function findAdminReservation(db: Kysely<Tables>, id: number) {
  const row = await adminReservations(db).where('r.id', '=', id).executeTakeFirst();
  return row ? toAdminReservation(row) : null;
}
