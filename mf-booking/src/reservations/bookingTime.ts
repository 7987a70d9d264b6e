import { bookingInterval } from 'shared-domain';

// Booking times are wall-clock times without a zone; shared-domain keeps them as if they were UTC,
// so they are formatted in UTC to show exactly what the rider entered.
const day = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const clock = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

function dayAndTime(ms: number): string {
  return `${day.format(ms)} at ${clock.format(ms)}`;
}

export interface BookingTimeText {
  /** "Tue, Nov 24, 2026" for a single day; "Tue, Nov 24, 2026 at 14:30" for the start of several. */
  start: string;
  /** The end of a several-days booking, "Thu, Nov 26, 2026 at 10:00"; absent for a single day. */
  end?: string;
}

/**
 * How the reservations table shows a booking's `date`, in either of its two forms: a day
 * (`YYYY-MM-DD`, single-day bookings) or a start time (`YYYY-MM-DDTHH:mm`, several days).
 */
export function bookingTimeText(date: string, duration: number): BookingTimeText {
  const interval = bookingInterval(date, duration);
  if (!interval) return { start: date };
  if (!date.includes('T')) return { start: day.format(interval.start) };
  return { start: dayAndTime(interval.start), end: dayAndTime(interval.end) };
}
