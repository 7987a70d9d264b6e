import { bookingInterval, EARLIEST_UTC_OFFSET_HOURS } from 'shared-domain';

const HOUR_MS = 3_600_000;

// Booking times are wall-clock times without a zone; shared-domain keeps them as if they were
// UTC, so they are formatted in UTC to show exactly what the rider entered.
const dayFormat = new Intl.DateTimeFormat('en-US', {
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
// A cancellation is a real instant: shown in the administrator's own zone.
const instant = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A booking's start in either of its two forms: "Tue, Nov 24, 2026" for a single day
 * (`YYYY-MM-DD`), "Tue, Nov 24, 2026 at 14:30" for the start of several (`YYYY-MM-DDTHH:mm`).
 */
export function startText(date: string): string {
  const { day, time } = startParts(date);
  return time ? `${day} at ${time}` : day;
}

/** The day ("Tue, Nov 24, 2026") and, for the start of several days, the time ("14:30"). */
export function startParts(date: string): { day: string; time?: string } {
  const interval = bookingInterval(date, 1);
  if (!interval) return { day: date };
  const text = dayFormat.format(interval.start);
  return date.includes('T') ? { day: text, time: clock.format(interval.start) } : { day: text };
}

/** 2.5 → "2.5 hours", 1 → "1 hour". */
export function hoursText(duration: number): string {
  return `${hours.format(duration)} ${duration === 1 ? 'hour' : 'hours'}`;
}

/** An ISO instant, e.g. "Nov 20, 2026, 14:02" in this browser's zone. */
export function instantText(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : instant.format(ms);
}

/**
 * Whether a booking has started, as the api decides before it cancels one: once its start has
 * passed everywhere on earth (docs/PRODUCT.md, "Cancelling"), i.e. in the earliest time zone.
 */
export function hasStarted(date: string, now: number = Date.now()): boolean {
  const interval = bookingInterval(date, 1);
  if (!interval) return true;
  return interval.start <= now + EARLIEST_UTC_OFFSET_HOURS * HOUR_MS;
}
