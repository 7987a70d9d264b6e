import { round1 } from './numbers';
import { toCents } from './rules/motorcycle';
import { todayIn } from './shopClock';
import type { Motorcycle } from './wire';

/**
 * Booking rules (docs/PRODUCT.md, "Bookings"), used by the reserve form and re-checked by the api.
 * Times are wall-clock times without a zone: they are turned into epoch milliseconds as if they
 * were UTC, which keeps arithmetic free of daylight-saving jumps.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})$/;

/** Epoch ms of 00:00 on a real calendar date `YYYY-MM-DD`, or null (2023-02-29 is null). */
function dayStart(date: string): number | null {
  const match = DATE_RE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  d.setUTCFullYear(year, month - 1, day);
  const valid =
    d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  return valid ? d.getTime() : null;
}

/** Minutes after midnight of `HH:mm` (00:00 to 23:59), or null. */
function minutesOfDay(time: string): number | null {
  const match = TIME_RE.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

function dateTimeMs(date: string, time: string): number | null {
  const day = dayStart(date);
  const minutes = minutesOfDay(time);
  return day === null || minutes === null ? null : day + minutes * 60_000;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isValidISODate(date: string): boolean {
  return dayStart(date) !== null;
}

/** Single-day form: the entered time of day read as hours, one decimal ("02:30" → 2.5). NaN when invalid. */
export function singleDayDuration(time: string): number {
  const minutes = minutesOfDay(time);
  return minutes === null ? NaN : round1(minutes / 60);
}

/**
 * Several-days form: hours from start to end, one decimal; negative when the end is before the
 * start, NaN when a field is invalid.
 */
export function multiDayDuration(
  startDate: string,
  startTime: string,
  endDate: string,
  endTime: string,
): number {
  const start = dateTimeMs(startDate, startTime);
  const end = dateTimeMs(endDate, endTime);
  return start === null || end === null ? NaN : round1((end - start) / HOUR_MS);
}

/** A started day of a ride: 24 hours in tenths of an hour, as durations are counted. */
const DAY_TENTHS = 240;

/** The prices a ride is charged by, as a motorcycle has them: dollars, two decimals. */
export type RidePrices = Pick<Motorcycle, 'bookingPricePerHour' | 'dayPrice'>;

/** What a ride costs and how: the day prices, then the hours at the hourly price. */
export interface RideCost {
  /** The started 24-hour blocks charged the day price. */
  days: number;
  /** The hours charged at the hourly price, one decimal. */
  hours: number;
  /** The whole ride, in cents. */
  totalCents: number;
}

/** Tenths of an hour × cents (tenths of a cent) → cents, half a cent rounded away from zero. */
function centsOf(tenthsOfCents: number): number {
  return Math.sign(tenthsOfCents) * Math.floor((Math.abs(tenthsOfCents) + 5) / 10);
}

/**
 * What a ride of `duration` hours costs (docs/PRODUCT.md, "Bookings", Total), the one rule of the
 * reserve form, the catalogue's quote and the api. Without a day price it is the spec's rule:
 * duration × price per hour, rounded half up to the cent. With one, the ride is cut into 24-hour
 * blocks from its start, the last one possibly shorter, and each costs its hours at the hourly
 * price, but at most the day price: a 3-day trip is 3 day prices, not 72 hours.
 *
 * The hours are the booking's duration, which counts the shop's wall clock (multiDayDuration):
 * a ride from Friday 10:00 to Monday 10:00 is 72 hours, and so 3 days, also over the weekend the
 * clocks change, when 71 or 73 hours pass. Days are the shop's days, as in the reports.
 *
 * Computed in whole numbers (tenths of an hour × cents = tenths of a cent) because binary floating
 * point cannot hold most decimal amounts: 0.1 h × $1.15 is 0.11499999… as a double, which would
 * round to $0.11, not $0.12. Durations have one decimal and prices two, so both convert exactly.
 * Only the last block can be a fraction of a cent, so the hours charged are rounded once.
 */
export function rideCost(duration: number, prices: RidePrices): RideCost {
  const tenths = Math.round(round1(duration) * 10);
  const hourlyCents = toCents(prices.bookingPricePerHour);
  const hourly = (hoursTenths: number) => centsOf(hoursTenths * hourlyCents);
  // No day price: null, or absent from an answer of an api older than day prices.
  if (typeof prices.dayPrice !== 'number' || !(tenths > 0)) {
    return { days: 0, hours: tenths / 10, totalCents: hourly(tenths) };
  }
  const dayCents = toCents(prices.dayPrice);
  const fullDays = Math.floor(tenths / DAY_TENTHS);
  const rest = tenths - fullDays * DAY_TENTHS;
  // A block costs the day price only when its hours cost more: a tie is charged as hours.
  const fullDaysCapped = dayCents < hourly(DAY_TENTHS);
  const restCapped = rest > 0 && dayCents < hourly(rest);
  const days = (fullDaysCapped ? fullDays : 0) + (restCapped ? 1 : 0);
  const hoursTenths = (fullDaysCapped ? 0 : fullDays * DAY_TENTHS) + (restCapped ? 0 : rest);
  return { days, hours: hoursTenths / 10, totalCents: days * dayCents + hourly(hoursTenths) };
}

/**
 * Whether `date` (`YYYY-MM-DD`, optionally followed by `THH:mm`) falls on `today` or later.
 * False when either is not a valid date.
 */
export function isOnOrAfter(date: string, today: string): boolean {
  const day = date.slice(0, 10);
  if (!isValidISODate(day) || !isValidISODate(today)) return false;
  return day >= today;
}

/**
 * Today's date `YYYY-MM-DD` in an IANA time zone (shopClock.ts), or without one in the local zone
 * of this machine. The booking rules take the shop's (docs/PRODUCT.md, "Bookings").
 */
export function todayISO(now: Date = new Date(), timeZone?: string): string {
  if (timeZone !== undefined) return todayIn(now, timeZone);
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export interface Interval {
  /** Inclusive start, epoch ms of the wall-clock time read as UTC. */
  start: number;
  /** Exclusive end. */
  end: number;
}

/**
 * The time a booking holds. `YYYY-MM-DD` holds every calendar day that [00:00, 00:00 + duration)
 * touches; `YYYY-MM-DDTHH:mm` holds [start, start + duration). Null for an invalid date or a
 * duration that is not a positive number.
 */
export function bookingInterval(date: string, durationHours: number): Interval | null {
  if (!Number.isFinite(durationHours) || durationHours <= 0) return null;
  const withTime = DATE_TIME_RE.exec(date);
  if (withTime) {
    const start = dateTimeMs(withTime[1] as string, withTime[2] as string);
    return start === null ? null : { start, end: start + Math.round(durationHours * HOUR_MS) };
  }
  const start = dayStart(date);
  if (start === null) return null;
  return { start, end: start + Math.ceil(durationHours / 24) * DAY_MS };
}

/** Half-open intervals overlap when each starts before the other ends; touching ends do not. */
export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The calendar date `days` after `date` (`YYYY-MM-DD`), or null when `date` is not one. */
export function addDaysISO(date: string, days: number): string | null {
  const start = dayStart(date);
  return start === null ? null : new Date(start + days * DAY_MS).toISOString().slice(0, 10);
}
