import { holdingIssue, type Interval, type Reservation } from 'shared-domain';
import { type Kysely, sql } from 'kysely';
import { runPrepared } from '../../db/prepared';
import { writeTransaction } from '../../db/transaction';
import type { Database, Tables } from '../../db/types';
import type { Locale } from '../../lib/i18n';
import { enqueueMail } from '../../mail/outbox';
import { rideMail } from '../../mail/ride-mail';
import type { Verdict } from '../../plugins/rate-limit';
import { blocksIn } from '../blocks';
import { LONGEST_HOLD_MS, overdueHolds } from '../holds';
import { judgeMotorcycle } from './motorcycle';
import { toReservation } from './rows';

/** A booking as a rider asks for it, each field checked (routes/reservations/validate.ts). */
export interface BookingRequest {
  motorcycleId: number;
  date: string;
  city: string;
  durationTenths: number;
  /** The total the rider was shown; it must match the price read under the lock. */
  clientTotal: number;
  interval: Interval;
}

export interface ReservationInput extends BookingRequest {
  userId: number;
  /** Now on the shop's wall clock (epoch ms read as UTC): what ends later is still held. */
  wallNow: number;
  /**
   * Counts the booking against the rider's hourly budget, once every check has passed: only
   * bookings that happen count (plugins/rate-limit.ts, AccountLimit).
   */
  count: () => Promise<Verdict>;
  /**
   * For the booking-confirmed mail, written in the booking's transaction: the api's clock, the
   * links' base (PUBLIC_URL) and the request's language (for a rider who chose none).
   */
  mail: { now: number; publicUrl: string; requestLocale: Locale };
}

export type BookingOutcome =
  | { kind: 'created'; reservation: Reservation }
  | { kind: 'unavailable' }
  | { kind: 'wrong-total'; expected: number }
  | { kind: 'overlap' }
  | { kind: 'workshop' }
  | { kind: 'not-back' }
  | { kind: 'too-many' }
  | { kind: 'too-many-at-once' }
  | { kind: 'too-many-hours' }
  | { kind: 'limited'; verdict: Exclude<Verdict, { kind: 'allowed' }> };

const HOLDING_OUTCOMES = {
  count: { kind: 'too-many' },
  overlapping: { kind: 'too-many-at-once' },
  hours: { kind: 'too-many-hours' },
} as const;

/** Which of the rows read under the lock (holdsAround) a row is. */
const RIDER = 0;
const MOTORCYCLE = 1;
const WORKSHOP = 2;
const part = (which: number) => sql<number>`${sql.lit(which)}`.as('part');

/**
 * In one statement, what the booking meets: what the rider holds from now on and from its start
 * (which may be earlier today, at 00:00 for a single day), a range of the index on the rider's
 * reservations that stand, by end (the limits keep it to a few dozen rows); what holds the
 * motorcycle then (the bookings that overlap, the lower bound keeping the index range to a
 * month, and any ride out past its end, whatever its age, which holds it until taken back); and
 * its workshop blocks then.
 */
function holdsAround(trx: Kysely<Tables>, input: ReservationInput) {
  const { interval, motorcycleId, wallNow } = input;
  return trx
    .selectFrom('reservations')
    .select([part(RIDER), 'start_at', 'end_at'])
    .where('user_id', '=', input.userId)
    .where('cancelled_at', 'is', null)
    .where('end_at', '>', Math.min(wallNow, interval.start))
    .unionAll(
      trx
        .selectFrom('reservations')
        .select([part(MOTORCYCLE), 'start_at', 'end_at'])
        .where('motorcycle_id', '=', motorcycleId)
        .where('cancelled_at', 'is', null)
        .where('start_at', '>', interval.start - LONGEST_HOLD_MS)
        .where('start_at', '<', interval.end)
        .where('end_at', '>', interval.start),
    )
    .unionAll(
      overdueHolds(trx, motorcycleId, wallNow, interval.end).select([
        part(MOTORCYCLE),
        'start_at',
        'end_at',
      ]),
    )
    .unionAll(blocksIn(trx, motorcycleId, interval).select([part(WORKSHOP), 'start_at', 'end_at']));
}

/**
 * The motorcycle if it can be booked, with the rider's name, address and language for the
 * confirmation mail. On PostgreSQL the same statement locks both rows, in the order of the FROM
 * list: the rider's first, then the motorcycle's, as in every booking, so two bookings cannot
 * deadlock; a block or a price change locks only the motorcycle. SQLite's transaction holds the
 * whole database already.
 */
function riderAndMotorcycle(trx: Kysely<Tables>, input: ReservationInput, lock: boolean) {
  return trx
    .selectFrom(['users as u', 'motorcycles as m'])
    .select([
      'm.name',
      'm.booking_price_cents',
      'u.name as rider_name',
      'u.email as rider_email',
      'u.locale as rider_locale',
    ])
    .where('u.id', '=', input.userId)
    .where('m.id', '=', input.motorcycleId)
    .where('m.deleted_at', 'is', null)
    .$if(lock, (query) => query.forUpdate());
}

/**
 * Checks the motorcycle, the total (read and computed once, here), what the rider already holds
 * (shared-domain holdingIssue: how many, how many at once, how many hours) and the motorcycle's
 * availability, and inserts, in one serialised transaction: the rider's and the motorcycle's
 * rows are locked on PostgreSQL (always in that order, so two bookings cannot deadlock), the
 * whole database on SQLite. Two racing requests can therefore neither both see a free slot nor
 * both see room under the rider's limits, and an administrator's price change committed a moment
 * ago counts.
 */
export async function bookMotorcycle(
  database: Database,
  input: ReservationInput,
): Promise<BookingOutcome> {
  const postgres = database.dialect === 'postgres';
  return writeTransaction(database, async (trx) => {
    const [motorcycle] = await runPrepared(trx, riderAndMotorcycle(trx, input, postgres));
    const judged = judgeMotorcycle(
      motorcycle?.booking_price_cents,
      input.durationTenths,
      input.clientTotal,
    );
    if (judged.kind !== 'bookable') return judged;
    const { total } = judged;

    const rows = await runPrepared(trx, holdsAround(trx, input));
    const interval = (row: { start_at: number | string; end_at: number | string }) => ({
      start: Number(row.start_at),
      end: Number(row.end_at),
    });
    const held = rows.filter((row) => row.part === RIDER).map(interval);
    const issue = holdingIssue(held, input.interval, input.wallNow);
    if (issue !== null) return HOLDING_OUTCOMES[issue];
    const holds = rows.filter((row) => row.part === MOTORCYCLE).map(interval);
    if (holds.some((hold) => hold.end > input.interval.start)) return { kind: 'overlap' };
    if (holds.length > 0) return { kind: 'not-back' };
    if (rows.some((row) => row.part === WORKSHOP)) return { kind: 'workshop' };
    const verdict = await input.count();
    if (verdict.kind !== 'allowed') return { kind: 'limited', verdict };

    const totalCents = Math.round(total * 100);
    const [{ id }] = await runPrepared(
      trx,
      trx
        .insertInto('reservations')
        .values({
          user_id: input.userId,
          motorcycle_id: input.motorcycleId,
          date: input.date,
          city: input.city,
          duration_tenths: input.durationTenths,
          total_cents: totalCents,
          start_at: input.interval.start,
          end_at: input.interval.end,
          created_at: Date.now(),
        })
        .returning('id'),
    );
    const row = {
      id,
      date: input.date,
      city: input.city,
      motorcycle_id: input.motorcycleId,
      motorcycle_name: motorcycle.name,
      duration_tenths: input.durationTenths,
      total_cents: totalCents,
    };
    const { publicUrl, requestLocale, now } = input.mail;
    const mail = rideMail(
      'booking-confirmed',
      { ...motorcycle, ...row },
      { publicUrl, fallback: requestLocale },
    );
    await enqueueMail(trx, mail, now);
    return { kind: 'created', reservation: toReservation(row) };
  });
}
