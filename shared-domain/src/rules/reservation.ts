import { addDaysISO, bookingInterval, isOnOrAfter } from '../booking';
import { shopInstant, skippedTimeProblem } from '../clockChanges';
import { MAX_BOOKING_HOURS, MAX_DAYS_AHEAD } from '../limits';
import { round1 } from '../numbers';
import { timeZonePlace, wallClockNow } from '../shopClock';
import { shownTextProblem } from './text';

/** The sentences of the booking rules, for a form that decides some of them itself. */
export const BOOKING_SENTENCES = {
  invalidDate: 'Date must be a valid YYYY-MM-DD or YYYY-MM-DDTHH:mm',
  past: "Date can't be in the past",
  tooFar: `Date can't be more than ${MAX_DAYS_AHEAD} days ahead`,
  tooLong: `Duration must be at most ${MAX_BOOKING_HOURS} hours (30 days)`,
} as const;

const MINUTE_MS = 60_000;

/**
 * What can be wrong with a booking's date; `startPassed`: a start earlier today; `skippedTime`:
 * a start the shop's clocks skip when they go forward (clockChanges.ts).
 */
export type BookingDateIssue = 'invalid' | 'past' | 'startPassed' | 'tooFar' | 'skippedTime';

/** Said of a start that has already passed today on the shop's clock. */
export function startPassedSentence(timeZone: string): string {
  return `Date can't be in the past: that time has already passed in ${timeZonePlace(timeZone)}`;
}

/**
 * What is wrong with a booking's date (`YYYY-MM-DD`, or the start `YYYY-MM-DDTHH:mm` of several
 * days) on the shop's clock in `timeZone` at `now`, or null. A single-day booking may be for the
 * shop's today (it holds the whole day); a start with a time may not be before the shop's current
 * minute. At most MAX_DAYS_AHEAD days after the shop's today, and never at a time the shop's
 * clocks skip (02:30 in Rome on the day they go forward).
 */
export function bookingDateIssue(
  date: string,
  now: Date,
  timeZone: string,
): BookingDateIssue | null {
  const interval = bookingInterval(date, 1);
  if (interval === null) return 'invalid';
  const wallNow = wallClockNow(now, timeZone);
  const today = new Date(wallNow).toISOString().slice(0, 10);
  if (!isOnOrAfter(date, today)) return 'past';
  if (date.includes('T') && hasPassed(date, interval.start, now, timeZone, floorMinute)) {
    return 'startPassed';
  }
  if (isBeyondHorizon(date, today)) return 'tooFar';
  return skippedTimeProblem(date, timeZone) === null ? null : 'skippedTime';
}

/** The sentence of a date issue, as the api says it; `skippedTime` names the change of `date`. */
export function bookingDateSentence(issue: BookingDateIssue, timeZone: string, date = ''): string {
  switch (issue) {
    case 'invalid':
      return BOOKING_SENTENCES.invalidDate;
    case 'past':
      return BOOKING_SENTENCES.past;
    case 'startPassed':
      return startPassedSentence(timeZone);
    case 'tooFar':
      return BOOKING_SENTENCES.tooFar;
    case 'skippedTime':
      return skippedTimeProblem(date, timeZone) ?? BOOKING_SENTENCES.invalidDate;
  }
}

/** The sentence that says what is wrong with a booking's date (bookingDateIssue), or null. */
export function bookingDateProblem(date: string, now: Date, timeZone: string): string | null {
  const issue = bookingDateIssue(date, now, timeZone);
  return issue === null ? null : bookingDateSentence(issue, timeZone, date);
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

/**
 * Whether a booking (`date` in either form) has started on the shop's clock in `timeZone`: its
 * start is now or earlier there. Until then it can be cancelled (docs/PRODUCT.md, "Cancelling").
 */
export function hasStarted(date: string, now: Date, timeZone: string): boolean {
  const interval = bookingInterval(date, 1);
  return !interval || hasPassed(date, interval.start, now, timeZone, (ms) => ms + 1);
}

/**
 * Whether a start is before `bound(now)`, on the shop's wall clock or at the instant it means
 * (clockChanges.ts): a time the clocks show twice has passed from its first occurrence on, and
 * stays passed when the hour comes again; one they skip, once they have jumped over it.
 */
function hasPassed(
  date: string,
  wallStart: number,
  now: Date,
  timeZone: string,
  bound: (ms: number) => number,
): boolean {
  const instant = shopInstant(date, timeZone)?.getTime() ?? wallStart;
  return instant < bound(now.getTime()) || wallStart < bound(wallClockNow(now, timeZone));
}

function floorMinute(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

export function cityProblem(city: string): string | null {
  return shownTextProblem('City', city);
}
