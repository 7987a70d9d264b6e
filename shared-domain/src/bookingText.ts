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
  /** "Tue, Nov 24, 2026" for a single day; "Tue, Nov 24, 2026, 14:30" for the start of several. */
  start: string;
  /** The end of a several-days booking, "Thu, Nov 26, 2026, 10:00"; absent for a single day. */
  end?: string;
}

/**
 * A booking's `date` in either of its two forms: a day (`YYYY-MM-DD`, single-day bookings) or a
 * start time (`YYYY-MM-DDTHH:mm`, several days), with the end of the latter.
 */
export function bookingTimeText(date: string, duration: number, language = 'en'): BookingTimeText {
  const interval = bookingInterval(date, duration);
  if (!interval) return { start: date };
  if (!date.includes('T')) return { start: formatWallClock(interval.start, 'day', language) };
  return {
    start: formatWallClock(interval.start, 'dayTime', language),
    end: formatWallClock(interval.end, 'dayTime', language),
  };
}
