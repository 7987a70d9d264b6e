import { addDaysISO, bookingInterval, isOnOrAfter } from '../booking';
import { shopInstant, skippedTimeProblem } from '../clockChanges';
import { MAX_BOOKING_HOURS, MAX_DAYS_AHEAD } from '../limits';
import { round1 } from '../numbers';
import { timeZonePlace, wallClockNow } from '../shopClock';
import { ruleProblem, type RuleProblem } from './problem';
import { shownTextProblem } from './text';

const MINUTE_MS = 60_000;

/**
 * What can be wrong with a booking's date; `startPassed`: a start earlier today; `skippedTime`:
 * a start the shop's clocks skip when they go forward (clockChanges.ts).
 */
export type BookingDateIssue = 'invalid' | 'past' | 'startPassed' | 'tooFar' | 'skippedTime';

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

/** The problem of a date issue, as the api says it; `skippedTime` names the change of `date`. */
export function bookingDateSentence(
  issue: BookingDateIssue,
  timeZone: string,
  date = '',
): RuleProblem {
  switch (issue) {
    case 'invalid':
      return ruleProblem('date.invalid');
    case 'past':
      return ruleProblem('date.past');
    case 'startPassed':
      return ruleProblem('date.startPassed', { place: timeZonePlace(timeZone) });
    case 'tooFar':
      return ruleProblem('date.tooFar', { days: MAX_DAYS_AHEAD });
    case 'skippedTime':
      return skippedTimeProblem(date, timeZone) ?? ruleProblem('date.invalid');
  }
}

/** Said of a booking longer than MAX_BOOKING_HOURS. */
export const durationTooLongProblem = () =>
  ruleProblem('duration.tooLong', { hours: MAX_BOOKING_HOURS });

/** What is wrong with a booking's date (bookingDateIssue), or null. */
export function bookingDateProblem(date: string, now: Date, timeZone: string): RuleProblem | null {
  const issue = bookingDateIssue(date, now, timeZone);
  return issue === null ? null : bookingDateSentence(issue, timeZone, date);
}

/** Whether `date` starts more than MAX_DAYS_AHEAD days after `today` (both `YYYY-MM-DD…`). */
export function isBeyondHorizon(date: string, today: string): boolean {
  const horizon = addDaysISO(today, MAX_DAYS_AHEAD);
  return horizon === null || date.slice(0, 10) > horizon;
}

/**
 * What is wrong with a duration in hours, or null. It is checked as it is stored, in tenths of
 * an hour: one that rounds to 0 would hold a slot for nothing.
 */
export function durationProblem(hours: number): RuleProblem | null {
  if (!Number.isFinite(hours) || hours <= 0) {
    return ruleProblem('field.positive', { field: 'duration' });
  }
  if (round1(hours) <= 0) return ruleProblem('duration.tenth');
  if (round1(hours) > MAX_BOOKING_HOURS) return durationTooLongProblem();
  if (Math.abs(round1(hours) - hours) >= 1e-9) return ruleProblem('duration.decimals');
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

export function cityProblem(city: string): RuleProblem | null {
  return shownTextProblem('city', city);
}
