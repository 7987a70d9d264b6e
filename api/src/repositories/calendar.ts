import type { InferResult, Kysely } from 'kysely';
import type { Tables } from '../db/types';
import { LONGEST_HOLD_MS } from './holds';
import { reservationsWithNames } from './reservations/rows';

function rides(db: Kysely<Tables>) {
  return reservationsWithNames(db).select(['r.start_at', 'r.end_at', 'r.cancelled_at']);
}

/** What a ride's calendar event shows. */
export type CalendarRide = InferResult<ReturnType<typeof rides>>[number];

/** One reservation, whatever its status: the rider's own (`userId`), or anyone's (null). */
export function findCalendarRide(db: Kysely<Tables>, id: number, userId: number | null) {
  return rides(db)
    .where('r.id', '=', id)
    .$if(userId !== null, (query) => query.where('r.user_id', '=', userId as number))
    .executeTakeFirst();
}

/**
 * The rider's rides for their calendar feed: confirmed and out (not cancelled, not returned), that
 * end after `endedAfter` (wall clock read as UTC), by start. A rider holds at most 20 upcoming
 * reservations, so the list stays short.
 */
export function feedRides(db: Kysely<Tables>, userId: number, endedAfter: number) {
  return (
    rides(db)
      .where('r.user_id', '=', userId)
      .where('r.cancelled_at', 'is', null)
      .where('r.returned_at', 'is', null)
      .where('r.end_at', '>', endedAfter)
      // Implied by the line above; it bounds the index range on start time.
      .where('r.start_at', '>', endedAfter - LONGEST_HOLD_MS)
      .orderBy('r.start_at')
      .orderBy('r.id')
      .execute()
  );
}

/** Gives the rider a new feed; the row of the old one, and so its address, is replaced. */
export async function replaceCalendarFeed(
  db: Kysely<Tables>,
  feed: { userId: number; selector: string; verifierHash: string },
): Promise<void> {
  const values = {
    selector: feed.selector,
    verifier_hash: feed.verifierHash,
    created_at: Date.now(),
  };
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: feed.userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

/** The feed a selector names, with its rider's chosen language (null: none), or undefined. */
export function findCalendarFeed(db: Kysely<Tables>, selector: string) {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['calendar_feeds.user_id', 'calendar_feeds.verifier_hash', 'users.locale'])
    .where('calendar_feeds.selector', '=', selector)
    .executeTakeFirst();
}

/**
 * Ends the user's feed: its address answers 404 from now on. Turning it off (DELETE
 * /calendar/feed) calls it, and so must a password change or reset and an account deletion, in
 * their transaction (api/README.md, "Calendars"); logging out does not. Resolves with whether
 * there was one.
 */
export async function endCalendarFeed(db: Kysely<Tables>, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('calendar_feeds')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
