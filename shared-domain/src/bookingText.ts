import { bookingInterval } from './booking';

/**
 * How a booking's time reads on screen, for every app that lists reservations. Booking times are
 * wall-clock times without a zone, kept as if they were UTC (booking.ts), so they are formatted
 * in UTC to show exactly what the rider entered, whatever the viewer's zone.
 */
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const clockFormat = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});
const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function dayAndTime(ms: number): string {
  return `${dayFormat.format(ms)} at ${clockFormat.format(ms)}`;
}

/** The day ("Tue, Nov 24, 2026") and, for the start of several days, the time ("14:30"). */
export function bookingStartParts(date: string): { day: string; time?: string } {
  const interval = bookingInterval(date, 1);
  if (!interval) return { day: date };
  const day = dayFormat.format(interval.start);
  return date.includes('T') ? { day, time: clockFormat.format(interval.start) } : { day };
}

export interface BookingTimeText {
  /** "Tue, Nov 24, 2026" for a single day; "Tue, Nov 24, 2026 at 14:30" for the start of several. */
  start: string;
  /** The end of a several-days booking, "Thu, Nov 26, 2026 at 10:00"; absent for a single day. */
  end?: string;
}

/**
 * A booking's `date` in either of its two forms: a day (`YYYY-MM-DD`, single-day bookings) or a
 * start time (`YYYY-MM-DDTHH:mm`, several days), with the end of the latter.
 */
export function bookingTimeText(date: string, duration: number): BookingTimeText {
  const interval = bookingInterval(date, duration);
  if (!interval) return { start: date };
  if (!date.includes('T')) return { start: dayFormat.format(interval.start) };
  return { start: dayAndTime(interval.start), end: dayAndTime(interval.end) };
}

/** 2.5 → "2.5 hours", 1 → "1 hour". */
export function hoursText(hours: number): string {
  return `${hoursFormat.format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}
