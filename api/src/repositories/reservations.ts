import {
  type Interval,
  MAX_BOOKING_HOURS,
  MAX_UPCOMING_RESERVATIONS,
  type Reservation,
} from 'shared-domain';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../db/transaction';
import type { Database, Tables } from '../db/types';
import { findActiveMotorcycle } from './motorcycles';

function reservationsWithNames(db: Kysely<Tables>) {
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

function toReservation(row: {
  id: number;
  date: string;
  city: string;
  motorcycle_id: number;
  motorcycle_name: string;
  duration_tenths: number;
  total_cents: number;
}): Reservation {
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

export async function listReservations(db: Kysely<Tables>, userId: number): Promise<Reservation[]> {
  const rows = await reservationsWithNames(db)
    .where('r.user_id', '=', userId)
    .orderBy('r.start_at')
    .orderBy('r.id')
    .execute();
  return rows.map(toReservation);
}

export interface ReservationInput {
  userId: number;
  motorcycleId: number;
  date: string;
  city: string;
  durationTenths: number;
  totalCents: number;
  interval: Interval;
  /** Reservations ending after this (epoch ms, wall clock read as UTC) count as upcoming. */
  upcomingAfter: number;
}

/**
 * No booking holds longer than this (a date-only booking of MAX_BOOKING_HOURS holds 30 whole
 * days, the same span), so one that overlaps [start, end) starts after start - LONGEST_HOLD_MS.
 */
const LONGEST_HOLD_MS = MAX_BOOKING_HOURS * 3_600_000;

export type BookingOutcome =
  | { kind: 'created'; reservation: Reservation }
  | { kind: 'unavailable' }
  | { kind: 'overlap' }
  | { kind: 'too-many' };

/**
 * Checks the rider's upcoming count and the motorcycle's availability, and inserts, in one
 * serialised transaction: the rider's and the motorcycle's rows are locked on PostgreSQL (always
 * in that order, so two bookings cannot deadlock), the whole database on SQLite. Two racing
 * requests can therefore neither both see a free slot nor both see room under the rider's limit.
 */
export async function bookMotorcycle(
  database: Database,
  input: ReservationInput,
): Promise<BookingOutcome> {
  return writeTransaction(database, async (trx) => {
    if (database.dialect === 'postgres') {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', input.userId)
        .forUpdate()
        .execute();
    }
    const { upcoming } = await trx
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number | string>().as('upcoming'))
      .where('user_id', '=', input.userId)
      .where('end_at', '>', input.upcomingAfter)
      .executeTakeFirstOrThrow();
    if (Number(upcoming) >= MAX_UPCOMING_RESERVATIONS) return { kind: 'too-many' };

    const motorcycle = await findActiveMotorcycle(
      trx,
      input.motorcycleId,
      database.dialect === 'postgres',
    );
    if (!motorcycle) return { kind: 'unavailable' };

    // The lower bound keeps the index range to a month, not the motorcycle's whole history.
    const clash = await trx
      .selectFrom('reservations')
      .select('id')
      .where('motorcycle_id', '=', input.motorcycleId)
      .where('start_at', '>', input.interval.start - LONGEST_HOLD_MS)
      .where('start_at', '<', input.interval.end)
      .where('end_at', '>', input.interval.start)
      .limit(1)
      .executeTakeFirst();
    if (clash) return { kind: 'overlap' };

    const { id } = await trx
      .insertInto('reservations')
      .values({
        user_id: input.userId,
        motorcycle_id: input.motorcycleId,
        date: input.date,
        city: input.city,
        duration_tenths: input.durationTenths,
        total_cents: input.totalCents,
        start_at: input.interval.start,
        end_at: input.interval.end,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      kind: 'created',
      reservation: toReservation({
        id,
        date: input.date,
        city: input.city,
        motorcycle_id: input.motorcycleId,
        motorcycle_name: motorcycle.name,
        duration_tenths: input.durationTenths,
        total_cents: input.totalCents,
      }),
    };
  });
}
