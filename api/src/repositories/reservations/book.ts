import { holdingIssue, type Interval, type Reservation } from 'shared-domain';
import { writeTransaction } from '../../db/transaction';
import type { Database } from '../../db/types';
import type { Locale } from '../../lib/i18n';
import { enqueueMail } from '../../mail/outbox';
import { appendAudit } from '../audit';
import { rideMail } from '../../mail/ride-mail';
import type { Verdict } from '../../plugins/limiter-store';
import { blockSearch } from '../blocks';
import { LONGEST_HOLD_MS } from '../holds';
import {
  holdsAround,
  insertReservation,
  lockRiderAndMotorcycle,
  MOTORCYCLE,
  readRiderAndMotorcycle,
  RIDER,
  WORKSHOP,
} from './book-statements';
import { judgeMotorcycle, type MotorcycleVerdict } from './motorcycle';
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
  /** The member of staff booking a walk-in rider, for the audit trail; absent for a rider's own. */
  bookedBy?: number;
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
  | Extract<MotorcycleVerdict, { kind: 'wrong-total' }>
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
    const ids = { userId: input.userId, motorcycleId: input.motorcycleId };
    const [motorcycle] = await (postgres ? lockRiderAndMotorcycle : readRiderAndMotorcycle)(
      trx,
      ids,
    );
    const judged = judgeMotorcycle(motorcycle, input.durationTenths, input.clientTotal);
    if (judged.kind !== 'bookable') return judged;
    const { totalCents } = judged;

    const { interval, wallNow } = input;
    const rows = await holdsAround(trx, {
      ...ids,
      riderFrom: Math.min(wallNow, interval.start),
      holdsFrom: interval.start - LONGEST_HOLD_MS,
      start: interval.start,
      end: interval.end,
      wallNow,
      blocksFrom: blockSearch(interval).startsAfter,
    });
    const toInterval = (row: { start_at: number | string; end_at: number | string }) => ({
      start: Number(row.start_at),
      end: Number(row.end_at),
    });
    const held = rows.filter((row) => row.part === RIDER).map(toInterval);
    const issue = holdingIssue(held, input.interval, input.wallNow);
    if (issue !== null) return HOLDING_OUTCOMES[issue];
    const holds = rows.filter((row) => row.part === MOTORCYCLE).map(toInterval);
    if (holds.some((hold) => hold.end > input.interval.start)) return { kind: 'overlap' };
    if (holds.length > 0) return { kind: 'not-back' };
    if (rows.some((row) => row.part === WORKSHOP)) return { kind: 'workshop' };
    const verdict = await input.count();
    if (verdict.kind !== 'allowed') return { kind: 'limited', verdict };

    const [{ id }] = await insertReservation(trx, {
      user_id: input.userId,
      motorcycle_id: input.motorcycleId,
      date: input.date,
      city: input.city,
      duration_tenths: input.durationTenths,
      total_cents: totalCents,
      start_at: interval.start,
      end_at: interval.end,
      created_at: Date.now(),
    });
    if (input.bookedBy !== undefined) {
      await appendAudit(trx, {
        actorId: input.bookedBy,
        action: 'reservation.book',
        subject: { type: 'reservation', id },
        after: {
          user_id: input.userId,
          motorcycle_id: input.motorcycleId,
          date: input.date,
          duration: input.durationTenths / 10,
          total: totalCents / 100,
        },
      });
    }
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
