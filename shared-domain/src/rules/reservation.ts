import { addDaysISO, bookingInterval, isOnOrAfter, todayISO } from '../booking';
import {
  EARLIEST_UTC_OFFSET_HOURS,
  LATEST_UTC_OFFSET_HOURS,
  MAX_BOOKING_HOURS,
  MAX_DAYS_AHEAD,
} from '../limits';
import { round1 } from '../numbers';
import { shownTextProblem } from './text';

/** The sentences of the booking rules, for a form that decides some of them itself. */
export const BOOKING_SENTENCES = {
  invalidDate: 'Date must be a valid YYYY-MM-DD or YYYY-MM-DDTHH:mm',
  past: "Date can't be in the past",
  tooFar: `Date can't be more than ${MAX_DAYS_AHEAD} days ahead`,
  tooLong: `Duration must be at most ${MAX_BOOKING_HOURS} hours (30 days)`,
} as const;

/**
 * The sentence that says what is wrong with a booking's date (`YYYY-MM-DD`, or the start
 * `YYYY-MM-DDTHH:mm` of several days), or null. "Today" is generous at both ends: a date that is
 * still today anywhere on earth is not in the past, and the horizon counts from the latest zone.
 */
export function bookingDateProblem(date: string, now: Date): string | null {
  if (bookingInterval(date, 1) === null) return BOOKING_SENTENCES.invalidDate;
  if (!isOnOrAfter(date, todayISO(now, EARLIEST_UTC_OFFSET_HOURS))) return BOOKING_SENTENCES.past;
  return isBeyondHorizon(date, todayISO(now, LATEST_UTC_OFFSET_HOURS))
    ? BOOKING_SENTENCES.tooFar
    : null;
}

/** Whether `date` starts more than MAX_DAYS_AHEAD days after `today` (both `YYYY-MM-DD…`). */
export function isBeyondHorizon(date: string, today: string): boolean {
  const horizon = addDaysISO(today, MAX_DAYS_AHEAD);
  return horizon === null || date.slice(0, 10) > horizon;
}

/**
 * The sentence that says what is wrong with a duration in hours, or null. It is checked as it is
 * stored, in tenths of an hour: one that rounds to 0 would hold a slot for nothing.
 */
export function durationProblem(hours: number): string | null {
  if (!Number.isFinite(hours) || hours <= 0) return 'Duration must be greater than 0';
  if (round1(hours) <= 0) return 'Duration must be at least 0.1 hours';
  if (round1(hours) > MAX_BOOKING_HOURS) return BOOKING_SENTENCES.tooLong;
  if (Math.abs(round1(hours) - hours) >= 1e-9) {
    return 'Duration must have at most one decimal place';
  }
  return null;
}

const HOUR_MS = 3_600_000;

/**
 * The wall-clock time (read as UTC, like bookingInterval's) before which every booking has
 * started everywhere on earth: the start has passed even in the last zone, UTC−12. A booking
 * can be cancelled until then, the same generous clock as "today" (docs/PRODUCT.md).
 */
export function startedEverywhereBefore(now: Date): number {
  return now.getTime() + EARLIEST_UTC_OFFSET_HOURS * HOUR_MS;
}

/** Whether a booking (`date` in either form) has started everywhere, so it can't be cancelled. */
export function hasStarted(date: string, now: Date): boolean {
  const interval = bookingInterval(date, 1);
  return !interval || interval.start <= startedEverywhereBefore(now);
}

export function cityProblem(city: string): string | null {
  return shownTextProblem('City', city);
}
