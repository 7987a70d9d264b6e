import {
  bookingInterval,
  formatWallClock,
  intervalsOverlap,
  wallClockDateTimeMs,
  wallClockText,
  type BusyInterval,
  type Interval,
} from 'shared-domain';
import type { Quote } from './quote';

/**
 * When a motorcycle is taken, as the reserve form reads it (docs/PRODUCT.md, "Bookings":
 * availability). Times are the motorcycle's wall clock without a zone; like shared-domain, they
 * are kept as epoch milliseconds read as UTC and formatted in UTC, so what is shown is exactly
 * what was booked, whatever the browser's zone.
 */

const DAY_MS = 86_400_000;

/** How far ahead the form lists the busy times: six weeks, a whole number of weeks. */
export const UPCOMING_DAYS = 42;

/** The most days one availability request may cover (the api's limit). */
const MAX_WINDOW_DAYS = 92;

/** What one availability request asks for. */
export interface AvailabilityWindow {
  /** `YYYY-MM-DD`, the first day covered. */
  from: string;
  days: number;
}

/** The held intervals of an availability answer, booked or in the workshop alike; unreadable ones are left out. */
export function busyIntervals(busy: readonly Pick<BusyInterval, 'start' | 'end'>[]): Interval[] {
  return busy.flatMap(({ start, end }) => {
    const from = wallClockDateTimeMs(start);
    const to = wallClockDateTimeMs(end);
    return from !== null && to !== null && to > from ? [{ start: from, end: to }] : [];
  });
}

/** The time a window covers: [from 00:00, from + days). Null for an unreadable `from`. */
export function windowInterval({ from, days }: AvailabilityWindow): Interval | null {
  const first = bookingInterval(from, 1);
  return first ? { start: first.start, end: first.start + days * DAY_MS } : null;
}

/** Whether `outer` holds the whole of `inner`. */
export function covers(outer: Interval, inner: Interval): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

/** The window to ask about a booking that the upcoming weeks do not cover: its own days. */
export function windowAround(interval: Interval): AvailabilityWindow {
  const firstDay = Math.floor(interval.start / DAY_MS) * DAY_MS;
  const days = Math.ceil((interval.end - firstDay) / DAY_MS);
  return {
    from: new Date(firstDay).toISOString().slice(0, 10),
    days: Math.min(Math.max(days, 1), MAX_WINDOW_DAYS),
  };
}

/** The upcoming weeks from `today`. */
export function upcomingWindow(today: string): AvailabilityWindow {
  return { from: today, days: UPCOMING_DAYS };
}

/** The time a bookable quote would hold, as the api computes it; null for any other quote. */
export function quoteInterval(quote: Quote): Interval | null {
  return quote.ok ? bookingInterval(quote.date, quote.duration) : null;
}

/**
 * The quote, or, when the time it would hold meets one of the `busy` intervals, the 'taken'
 * problem in its place (so no total and no Book Now): the api would answer 409.
 */
export function checkAvailability(quote: Quote, busy: readonly Interval[]): Quote {
  const wanted = quoteInterval(quote);
  if (!quote.ok || !wanted) return quote;
  return busy.some((interval) => intervalsOverlap(wanted, interval))
    ? { ok: false, problem: 'taken', duration: quote.duration }
    : quote;
}

/** Sorted intervals with the ones that meet or touch joined: two days in a row read as one. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** A stretch the list shows: booked by a rider, or in the workshop (never why). */
export interface BusySpan extends Interval {
  workshop: boolean;
}

/** The stretches to list, each kind joined on its own (a ride next to a workshop day stays two lines), by time. */
export function busySpans(busy: readonly BusyInterval[]): BusySpan[] {
  const joined = (workshop: boolean) =>
    mergeIntervals(busyIntervals(busy.filter((b) => (b.kind === 'workshop') === workshop))).map(
      (interval) => ({ ...interval, workshop }),
    );
  return [...joined(false), ...joined(true)].sort((a, b) => a.start - b.start);
}

const isMidnight = (ms: number) => ms % DAY_MS === 0;

/** "09:30"; midnight at the end of a day is "24:00", so a range never runs "22:00–00:00". */
function clockText(ms: number, language: string, endOfDay = false): string {
  return endOfDay && isMidnight(ms) ? '24:00' : formatWallClock(ms, 'time', language);
}

/**
 * How one busy stretch is said in the reader's language (shared-domain's format/dates.ts):
 * `from`, then `to` after a dash (read "to"), then whether it is whole days.
 * - one whole day: "Mon, Nov 24" (all day)
 * - several whole days: "Mon, Nov 24 – Wed, Nov 26" (all day)
 * - hours within a day: "Tue, Nov 25, 10:00–12:30"
 * - across midnight: "Tue, Nov 25, 22:00 – Thu, Nov 27, 10:00"
 */
export interface BusyText {
  from: string;
  to: string | null;
  /** Whole days: the list adds "all day". */
  allDay: boolean;
  /** Dates on both sides of the dash, so it is spaced: "Mon, Nov 24 – Wed, Nov 26". */
  spaced: boolean;
  /** Machine-readable `from` and `to` (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`), for <time>. */
  fromValue: string;
  toValue: string | null;
}

const dateValue = (ms: number) => wallClockText(ms).slice(0, 10);

export function busyText({ start, end }: Interval, language: string): BusyText {
  const dayOfStart = Math.floor(start / DAY_MS) * DAY_MS;
  const day = (ms: number) => formatWallClock(ms, 'shortDay', language);
  if (isMidnight(start) && isMidnight(end)) {
    const lastDay = end - DAY_MS;
    const base = { from: day(start), allDay: true, fromValue: dateValue(start) };
    return lastDay <= start
      ? { ...base, to: null, toValue: null, spaced: false }
      : { ...base, to: day(lastDay), toValue: dateValue(lastDay), spaced: true };
  }
  const dayAndTime = (ms: number) => formatWallClock(ms, 'shortDayTime', language);
  // Within one day the end is only its time: "Tue, Nov 25, 10:00–12:30".
  const sameDay = end <= dayOfStart + DAY_MS;
  return {
    from: dayAndTime(start),
    to: sameDay ? clockText(end, language, true) : dayAndTime(end),
    allDay: false,
    spaced: !sameDay,
    fromValue: wallClockText(start),
    toValue: wallClockText(end),
  };
}

/** The same, as one plain line before "all day": what is seen on the screen. */
export function busyRange(interval: Interval, language: string): string {
  const { from, to, spaced } = busyText(interval, language);
  return to === null ? from : `${from}${spaced ? ' – ' : '–'}${to}`;
}
