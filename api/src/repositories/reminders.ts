import type { Kysely } from 'kysely';
import { type OpeningHours, openingHoursOn } from 'shared-domain';
import { writeTransaction } from '../db/transaction';
import type { Database, Tables } from '../db/types';
import { enqueueMail } from '../mail/outbox';
import { rideMail } from '../mail/ride-mail';
import { ridesWithRiders } from './reservations/rows';
import { storedShopProfile } from './shop';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When the rider is expected, on the shop's wall clock (read as UTC): a timed ride's start; for
 * a whole day (a date-only booking, which holds the day from 00:00) the shop's opening that day,
 * or 00:00 when the shop is closed then.
 */
export function pickupAt(ride: { date: string; start_at: number | string }, hours: OpeningHours) {
  const start = Number(ride.start_at);
  const day = ride.date.includes('T') ? null : openingHoursOn(hours, ride.date);
  if (!day) return start;
  const [hour = 0, minute = 0] = day.opens.split(':').map(Number);
  return start + hour * HOUR_MS + minute * MINUTE_MS;
}

export interface ReminderScan {
  /** The shop's wall clock now (epoch ms read as UTC). */
  wallNow: number;
  /** REMINDER_HOURS_BEFORE. */
  hoursBefore: number;
  /** The api's clock: when the rides are marked and their mails written. */
  now: number;
  publicUrl: string;
}

/**
 * The rides whose reminder is due now, with their riders. The candidates: not reminded, cancelled
 * or handed over, starting within `hoursBefore` hours (or earlier today: a whole day starts at
 * 00:00, before its pickup), a range of the start-time index; PostgreSQL locks the rides it
 * returns and skips those another instance's run holds. Then pickupAt decides.
 */
async function dueRides(trx: Kysely<Tables>, scan: ReminderScan, lock: boolean) {
  const { wallNow, hoursBefore } = scan;
  const rides = await ridesWithRiders(trx)
    .where('r.start_at', '>', wallNow - DAY_MS)
    .where('r.start_at', '<=', wallNow + hoursBefore * HOUR_MS)
    .where('r.reminded_at', 'is', null)
    .where('r.cancelled_at', 'is', null)
    .where('r.picked_up_at', 'is', null)
    .$if(lock, (query) => query.forUpdate(['r']).skipLocked())
    .execute();
  if (rides.length === 0) return [];
  const hours = (await storedShopProfile(trx)).opening_hours;
  return rides.filter((ride) => {
    const pickup = pickupAt(ride, hours);
    return pickup > wallNow && pickup - hoursBefore * HOUR_MS <= wallNow;
  });
}

/**
 * Marks every ride whose reminder is due and writes its ride-reminder mail, in one write
 * transaction (api/README.md, "Mail"): due from `hoursBefore` hours before its pickup until the
 * pickup, so a ride booked inside that window is reminded at once and one already started never.
 * The mark is re-checked by the update itself, so a ride is reminded once whichever instance's
 * run gets there first. Resolves with how many were written.
 */
export async function writeDueReminders(database: Database, scan: ReminderScan): Promise<number> {
  // Most runs (every poll, every booking's nudge) find nothing due: a plain read tells, so they
  // take no write lock from the bookings (SQLite has one writer).
  if ((await dueRides(database.db, scan, false)).length === 0) return 0;
  return writeTransaction(database, async (trx) => {
    const due = await dueRides(trx, scan, database.dialect === 'postgres');
    if (due.length === 0) return 0;
    const marked = await trx
      .updateTable('reservations')
      .set({ reminded_at: scan.now })
      .where(
        'id',
        'in',
        due.map((ride) => ride.id),
      )
      .where('reminded_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('picked_up_at', 'is', null)
      .returning('id')
      .execute();
    const ids = new Set(marked.map((row) => row.id));
    // Outside any request: the account's language, else English (as the calendar feed).
    const text = { publicUrl: scan.publicUrl, fallback: 'en' as const };
    for (const ride of due.filter((one) => ids.has(one.id))) {
      await enqueueMail(trx, rideMail('ride-reminder', ride, text), scan.now);
    }
    return ids.size;
  });
}
