import {
  bookingInterval,
  bookingTimeText,
  formatWallClock,
  type BookingTimeText,
} from 'shared-domain';

const DAY_MS = 86_400_000;

export interface RideTimeText extends BookingTimeText {
  /** A ride within one day: `start` says its day and both its times, and there is no `end`. */
  withinDay?: boolean;
}

/**
 * A reservation's time as My reservations, the confirmation and the names of its buttons say it,
 * in the reader's language and the product's one way to write a day and a time (shared-domain's
 * format/dates.ts):
 * - a day without a time (the replaced app's client sends those): "Tue, Nov 24, 2026";
 * - a ride from a start time that ends on its own day: "Sat, Dec 5, 2026, 10:00–13:00", an end at
 *   midnight "24:00", as the reserve form's list of busy times writes it;
 * - a ride into another day: its start and its end, "Thu, Dec 31, 2026, 22:00" and "Sat, Jan 2,
 *   2027, 10:00" (shared-domain's bookingTimeText).
 */
export function rideTimeText(date: string, duration: number, language: string): RideTimeText {
  const text = bookingTimeText(date, duration, language);
  const interval = bookingInterval(date, duration);
  if (text.end === undefined || interval === null) return text;
  const midnightAfter = Math.floor(interval.start / DAY_MS) * DAY_MS + DAY_MS;
  if (interval.end > midnightAfter) return text;
  const end =
    interval.end === midnightAfter ? '24:00' : formatWallClock(interval.end, 'time', language);
  return { start: `${text.start}–${end}`, withinDay: true };
}
