/** Riders' rides in their own calendar apps (docs/PRODUCT.md, "Rides in your calendar"). */

/** Data of POST /api/v1/calendar/feed: the caller's private feed, which replaces the one before. */
export interface CalendarFeed {
  /** Needs no sign-in: whoever has it sees the rider's rides, so it is shown to the rider only. */
  url: string;
}

/** The feed lists rides that end at most this many days ago, and every later one. */
export const CALENDAR_FEED_PAST_DAYS = 30;
