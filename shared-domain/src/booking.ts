import { round1, round2 } from './numbers';
import { todayIn } from './shopClock';

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

/**
 * Duration × price per hour in dollars, two decimals, rounded half up. Computed in whole numbers
 * (tenths of an hour × cents = tenths of a cent) because binary floating point cannot hold most
 * decimal amounts: 0.1 h × $1.15 is 0.11499999… as a double, which would round to $0.11, not
 * $0.12. Durations have one decimal and prices two, so both convert exactly.
 */
export function bookingTotal(duration: number, pricePerHour: number): number {
  const tenthsOfCents = Math.round(round1(duration) * 10) * Math.round(round2(pricePerHour) * 100);
  const cents = Math.sign(tenthsOfCents) * Math.floor((Math.abs(tenthsOfCents) + 5) / 10);
  return cents / 100;
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
