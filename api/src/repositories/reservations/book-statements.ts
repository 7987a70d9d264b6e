import { type Insertable, type Kysely, sql } from 'kysely';
import { prepared } from '../../db/prepared';
import type { ReservationsTable, Tables } from '../../db/types';
import { blocksIn } from '../blocks';
import { overdueHolds, overlapping } from '../holds';

/** Which of the rows read under the lock (holdsAround) a row is. */
export const RIDER = 0;
export const MOTORCYCLE = 1;
export const WORKSHOP = 2;
const part = (which: number) => sql<number>`${sql.lit(which)}`.as('part');

/** The bounds holdsAround reads between, each computed before (prepared's values). */
export interface HoldSearch extends Record<string, number> {
  userId: number;
  /** The earlier of now and the booking's start: what the rider holds from then counts. */
  riderFrom: number;
  motorcycleId: number;
  /** The booking's start − LONGEST_HOLD_MS: a booking that overlaps it starts after. */
  holdsFrom: number;
  start: number;
  end: number;
  wallNow: number;
  /** The booking's start − the longest block (blocks.ts's blockSearch). */
  blocksFrom: number;
}

/**
 * In one statement, what the booking meets: what the rider holds from now on and from its start
 * (which may be earlier today, at 00:00 for a single day), a range of the index on the rider's
 * reservations that stand, by end (the limits keep it to a few dozen rows); what holds the
 * motorcycle then (the bookings that overlap, the lower bound keeping the index range to a
 * month, and any ride out past its end, whatever its age, which holds it until taken back); and
 * its workshop blocks then.
 */
export const holdsAround = prepared((trx: Kysely<Tables>, search: HoldSearch) =>
  trx
    .selectFrom('reservations')
    .select([part(RIDER), 'start_at', 'end_at'])
    .where('user_id', '=', search.userId)
    .where('cancelled_at', 'is', null)
    .where('end_at', '>', search.riderFrom)
    .unionAll(
      trx
        .selectFrom('reservations')
        .select([part(MOTORCYCLE), 'start_at', 'end_at'])
        .where('motorcycle_id', '=', search.motorcycleId)
        .where('cancelled_at', 'is', null)
        .where(
          overlapping('reservations', {
            start: search.start,
            end: search.end,
            startsAfter: search.holdsFrom,
          }),
        ),
    )
    .unionAll(
      overdueHolds(trx, search.motorcycleId, search.wallNow, search.end).select([
        part(MOTORCYCLE),
        'start_at',
        'end_at',
      ]),
    )
    .unionAll(
      blocksIn(trx, search.motorcycleId, {
        start: search.start,
        end: search.end,
        startsAfter: search.blocksFrom,
      }).select([part(WORKSHOP), 'start_at', 'end_at']),
    ),
);

const riderAndMotorcycle = (lock: boolean) =>
  prepared((trx: Kysely<Tables>, ids: { userId: number; motorcycleId: number }) =>
    trx
      .selectFrom(['users as u', 'motorcycles as m'])
      .select([
        'm.name',
        'm.booking_price_cents',
        'm.day_price_cents',
        'u.name as rider_name',
        'u.email as rider_email',
        'u.locale as rider_locale',
      ])
      .where('u.id', '=', ids.userId)
      .where('m.id', '=', ids.motorcycleId)
      .where('m.deleted_at', 'is', null)
      .$if(lock, (query) => query.forUpdate()),
  );

/**
 * The motorcycle if it can be booked, with the rider's name, address and language for the
 * confirmation mail. On PostgreSQL the locking statement locks both rows, in the order of the
 * FROM list: the rider's first, then the motorcycle's, as in every booking, so two bookings
 * cannot deadlock; a block or a price change locks only the motorcycle. SQLite's transaction
 * holds the whole database already.
 */
export const lockRiderAndMotorcycle = riderAndMotorcycle(true);
export const readRiderAndMotorcycle = riderAndMotorcycle(false);

/** A booking's row as it is inserted: the columns a booking sets, the rest keep their defaults. */
export type NewReservation = Pick<
  Insertable<ReservationsTable>,
  | 'user_id'
  | 'motorcycle_id'
  | 'date'
  | 'city'
  | 'duration_tenths'
  | 'total_cents'
  | 'start_at'
  | 'end_at'
  | 'created_at'
>;

export const insertReservation = prepared((trx: Kysely<Tables>, row: NewReservation) =>
  trx.insertInto('reservations').values(row).returning('id'),
);
