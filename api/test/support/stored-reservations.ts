import { bookingInterval } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../../src/db/types';

/** A reservation written straight into the database: history (past rides) and bulk data. */
export interface StoredReservation {
  userId: number;
  motorcycleId: number;
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, as a booking sends it. */
  date: string;
  /** Hours, one decimal. */
  duration: number;
  city?: string;
  /** Epoch ms of the cancellation. */
  cancelledAt?: number;
}

/** Rows per INSERT: well under SQLite's limit of 32,766 parameters a statement. */
const CHUNK = 1000;

/**
 * Inserts the reservations as a booking would store them (the held interval from the date and
 * duration) and returns their ids in the same order. The api refuses bookings in the past, so a
 * rider's history can only be made this way.
 */
export async function storeReservations(
  db: Kysely<Tables>,
  reservations: readonly StoredReservation[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let first = 0; first < reservations.length; first += CHUNK) {
    const rows = reservations.slice(first, first + CHUNK).map((reservation) => {
      const interval = bookingInterval(reservation.date, reservation.duration);
      if (!interval) throw new Error(`not a booking: ${JSON.stringify(reservation)}`);
      return {
        user_id: reservation.userId,
        motorcycle_id: reservation.motorcycleId,
        date: reservation.date,
        city: reservation.city ?? 'Rome',
        duration_tenths: Math.round(reservation.duration * 10),
        total_cents: Math.round(reservation.duration * 1000),
        start_at: interval.start,
        end_at: interval.end,
        created_at: Date.now(),
        cancelled_at: reservation.cancelledAt ?? null,
      };
    });
    const inserted = await db.insertInto('reservations').values(rows).returning('id').execute();
    // Ids are handed out in the order of the rows; RETURNING's own order is not promised.
    ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}
