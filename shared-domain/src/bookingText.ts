import { bookingInterval } from './booking';
import { formatWallClock } from './format';

/**
 * How a booking's time reads on screen, for every app that lists reservations, in the reader's
 * language (format/dates.ts). `language` is English by default for the callers that have not
 * moved to the reader's language yet.
 */

/** The day ("Tue, Nov 24, 2026") and, for the start of several days, the time ("14:30"). */
export function bookingStartParts(date: string, language = 'en'): { day: string; time?: string } {
  const interval = bookingInterval(date, 1);
  if (!interval) return { day: date };
  const day = formatWallClock(interval.start, 'day', language);
  return date.includes('T')
    ? { day, time: formatWallClock(interval.start, 'time', language) }
    : { day };
}

export interface BookingTimeText {
  /**
   * "Tue, Nov 24, 2026" for a day; "Sat, Dec 5, 2026, 10:00–13:00" for a ride within its day;
   * "Thu, Dec 31, 2026, 22:00" for the start of a ride into another day.
   */
  start: string;
  /** The end of a ride into another day, "Sat, Jan 2, 2027, 10:00"; absent otherwise. */
  end?: string;
  /** A ride from a start time that ends on its own day: `start` says its day and both times. */
  withinDay?: boolean;
}

const DAY_MS = 86_400_000;

/**
 * A booking's `date` in either of its two forms, as every app and mail says it: a day without a
 * time (`YYYY-MM-DD`, the replaced app's client sends those) as its day; a ride from a start time
 * (`YYYY-MM-DDTHH:mm`) that ends on its own day as its day and both times, an end at midnight
 * "24:00" as the reserve form's busy times write it; a ride into another day by its start and end.
 */
export function bookingTimeText(date: string, duration: number, language = 'en'): BookingTimeText {
  const interval = bookingInterval(date, duration);
  if (!interval) return { start: date };
  if (!date.includes('T')) return { start: formatWallClock(interval.start, 'day', language) };
  const start = formatWallClock(interval.start, 'dayTime', language);
  const midnightAfter = Math.floor(interval.start / DAY_MS) * DAY_MS + DAY_MS;
  if (interval.end > midnightAfter) {
    return { start, end: formatWallClock(interval.end, 'dayTime', language) };
  }
  const end =
    interval.end === midnightAfter ? '24:00' : formatWallClock(interval.end, 'time', language);
  return { start: `${start}–${end}`, withinDay: true };
}
