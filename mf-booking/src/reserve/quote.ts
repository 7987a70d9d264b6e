import {
  bookingDateIssue,
  bookingDateSentence,
  durationTooLongProblem,
  isValidISODate,
  MAX_BOOKING_HOURS,
  multiDayDuration,
  rideCost,
  singleDayDuration,
  type RideCost,
  type RidePrices,
} from 'shared-domain';
import {
  isRideLengthEmpty,
  MAX_RIDE_HOURS,
  MAX_RIDE_MINUTES,
  minutesOf,
  rideLengthClock,
} from './rideLength';
import type { BookingT } from '../locales/i18n';
import { ruleText } from './ruleText';

/**
 * What the rider entered about when: one day (a date, a start time and how long, in hours and
 * minutes) or several (from/to date + time); here, nothing yet.
 */
export const EMPTY_BOOKING_TIME = {
  multiDay: false,
  date: '',
  /** The single day's start time `HH:mm` on the shop's clock. */
  dayStart: '',
  /** The single day's ride length: whole hours and minutes, as typed. */
  rideHours: '',
  rideMinutes: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
};

export type BookingTime = typeof EMPTY_BOOKING_TIME;

/** The shop's clock when the form is drawn: the instant, and the zone the rules read it in. */
export interface ShopClock {
  now: Date;
  timeZone: string;
}

/** Why there is no total to show yet; `incomplete` needs no explanation. */
export type QuoteProblem =
  | 'incomplete'
  | 'past'
  /** A start earlier today on the shop's clock. */
  | 'startPassed'
  /** A start the shop's clocks skip when they go forward (shared-domain's clockChanges). */
  | 'skippedTime'
  | 'tooFar'
  | 'zeroTime'
  /** Hours above 23 or minutes above 59, or not whole numbers. */
  | 'badLength'
  | 'endNotAfterStart'
  | 'tooLong'
  | 'noMotorcycle'
  | 'noPrice'
  /** The motorcycle is already booked for part of that time (set by checkAvailability). */
  | 'taken';

export type Quote =
  | {
      ok: true;
      /** Hours, one decimal. */
      duration: number;
      /** US dollars, two decimals. */
      total: number;
      /** How the total is made: the day prices and the hours charged (shared-domain's rideCost). */
      cost: RideCost;
      /** The prices it is charged by, the motorcycle's. */
      prices: RidePrices;
      /** What the api gets: the start `YYYY-MM-DDTHH:mm`, of one day's ride or of several days. */
      date: string;
      /** The single day's ride length as entered, in minutes (absent for several days). */
      rideMinutes?: number;
    }
  | {
      ok: false;
      problem: QuoteProblem;
      duration?: number;
      rideMinutes?: number;
      /** The start, for a sentence that names it (a time the clocks skip). */
      date?: string;
    };

/**
 * Duration, total and the date to send, with shared-domain's booking rules (docs/PRODUCT.md,
 * "Bookings"): the total counts only when it is above 0 and the start is not before the shop's
 * now (the api's own check, bookingDateIssue); several days also need the end after the start.
 * One day's ride is sent as its start with its length, so it holds those hours and no more.
 * The total is rideCost's: the hours at the hourly price, each started 24 hours at most the day
 * price where the motorcycle has one. `prices` is undefined while no motorcycle is chosen.
 */
export function quoteBooking(
  time: BookingTime,
  prices: RidePrices | undefined,
  shop: ShopClock,
): Quote {
  const firstDate = time.multiDay ? time.startDate : time.date;
  const complete = time.multiDay
    ? Boolean(time.startDate && time.startTime && time.endDate && time.endTime)
    : Boolean(time.date && time.dayStart) && !isRideLengthEmpty(time.rideHours, time.rideMinutes);
  if (!complete || !isValidISODate(firstDate)) return { ok: false, problem: 'incomplete' };

  const clock = time.multiDay ? null : rideLengthClock(time.rideHours, time.rideMinutes);
  if (!time.multiDay && clock === null) return { ok: false, problem: 'badLength' };
  const duration =
    clock === null
      ? multiDayDuration(time.startDate, time.startTime, time.endDate, time.endTime)
      : singleDayDuration(clock);
  if (Number.isNaN(duration)) return { ok: false, problem: 'incomplete' };
  const date = time.multiDay
    ? `${time.startDate}T${time.startTime}`
    : `${time.date}T${time.dayStart}`;
  const dateIssue = bookingDateIssue(date, shop.now, shop.timeZone);
  if (dateIssue === 'invalid') return { ok: false, problem: 'incomplete' };
  // A time the clocks skip is named in the sentence (problemText).
  if (dateIssue === 'skippedTime') return { ok: false, problem: dateIssue, date };
  if (dateIssue !== null) return { ok: false, problem: dateIssue };
  if (duration <= 0) {
    return { ok: false, problem: time.multiDay ? 'endNotAfterStart' : 'zeroTime' };
  }
  const rideMinutes = clock === null ? undefined : minutesOf(clock);
  // The duration, and for one day the length as entered, once they are known.
  const length = rideMinutes === undefined ? { duration } : { duration, rideMinutes };
  if (duration > MAX_BOOKING_HOURS) return { ok: false, problem: 'tooLong', ...length };
  if (prices === undefined) return { ok: false, problem: 'noMotorcycle', ...length };

  const cost = rideCost(duration, prices);
  if (!(cost.totalCents > 0)) return { ok: false, problem: 'noPrice', ...length };
  return { ok: true, ...length, total: cost.totalCents / 100, cost, prices, date };
}

/**
 * The sentence shown when a complete entry cannot be booked; null when nothing needs saying.
 * What the api also refuses is said in the api's words (shared-domain's sentences), which name
 * the shop's time zone where it matters.
 */
export function problemText(
  problem: QuoteProblem,
  t: BookingT,
  timeZone: string,
  date?: string,
): string | null {
  switch (problem) {
    case 'past':
    case 'startPassed':
    case 'tooFar':
    case 'skippedTime':
      return ruleText(bookingDateSentence(problem, timeZone, date));
    case 'zeroTime':
      return t('problem.zeroTime');
    case 'badLength':
      return t('problem.badLength', { hours: MAX_RIDE_HOURS, minutes: MAX_RIDE_MINUTES });
    case 'endNotAfterStart':
      return t('problem.endNotAfterStart');
    case 'tooLong':
      return ruleText(durationTooLongProblem());
    case 'noPrice':
      return t('problem.noPrice');
    case 'taken':
      return t('problem.taken');
    // No motorcycle is said by the form's "still needed" line.
    case 'noMotorcycle':
    case 'incomplete':
      return null;
  }
}
