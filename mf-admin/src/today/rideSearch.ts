import { addDaysISO, bookingInterval, type AdminReservation } from 'shared-domain';
import type { AdminReservationsQuery } from '../api/adminReservationsRequest';
import { LARGEST_REFERENCE, referenceIn } from '../lib/bookingReference';

/**
 * What Today's search asks GET /api/v1/admin/reservations for what the desk typed, null where it
 * asks nothing. A number may be a reference or the start of a phone, so it is asked as both.
 */
export interface RideSearchQueries {
  /** The ride whose reference was typed, whatever its day. */
  reference: AdminReservationsQuery | null;
  /** The rider's rides held from yesterday on: a rider may come a day late, or early. */
  held: AdminReservationsQuery | null;
  /** The rider's rides out now, also one due back before yesterday (which `held` misses). */
  out: AdminReservationsQuery | null;
}

/** The queries for `words` (trimmed; '' asks nothing) on the shop's `today` (`YYYY-MM-DD`). */
export function rideSearchQueries(words: string, today: string): RideSearchQueries {
  if (words === '') return { reference: null, held: null, out: null };
  const reference = referenceIn(words);
  return {
    // A longer number is no reference (the api would refuse it): a phone's start.
    reference: reference && Number(reference) <= LARGEST_REFERENCE ? { reference } : null,
    held: { rider: words, from: addDaysISO(today, -1) ?? today },
    out: { rider: words, status: 'out' },
  };
}

const startOf = (ride: AdminReservation) => bookingInterval(ride.date, ride.duration)?.start ?? 0;

/** The rides of several answers, each once, by start and then id (the api's own order). */
export function mergeRides(answers: AdminReservation[][]): AdminReservation[] {
  const byId = new Map(answers.flat().map((ride) => [ride.id, ride]));
  return [...byId.values()].sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
}
