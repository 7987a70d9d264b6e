import { bookingInterval } from './booking';
import { ruleProblem, type RuleProblem } from './rules/problem';
import { timeZonePlace, wallClockNow } from './shopClock';

/**
 * The shop's clock changes (docs/PRODUCT.md, "Bookings": the shop's time). Booking times are
 * wall-clock times of the shop; when its clocks go forward an hour of them never happens (Rome
 * skips 02:00-02:59 on the last Sunday of March), and when they go back an hour happens twice.
 * Wall-clock times are epoch milliseconds read as UTC, as in booking.ts and shopClock.ts.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The zone's offset (wall clock minus instant) at the instant `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockNow(new Date(instant), timeZone) - instant;
}

/**
 * The instants at which the shop's clock shows the wall-clock time `wall`: none in a gap the
 * clocks skip, two in the hour that is repeated, earliest first. Offsets are read a day either
 * side, so any one clock change near `wall` is seen.
 */
function instantsOf(wall: number, timeZone: string): number[] {
  const offsets = new Set([offsetAt(wall - DAY_MS, timeZone), offsetAt(wall + DAY_MS, timeZone)]);
  return [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockNow(new Date(instant), timeZone) === wall)
    .sort((a, b) => a - b);
}

/**
 * The instant a wall-clock `YYYY-MM-DDTHH:mm` (or a day's midnight) of the shop means, or null
 * for an invalid time. A time the clocks show twice (the hour they go back) means its first
 * occurrence, before the change, as RFC 5545 reads a local time with a TZID: the shop's clock
 * reaches it first then, so it has "started" from that instant on. A time the clocks skip (the
 * booking rules refuse it) is reached when they jump over it, at the change.
 */
export function shopInstant(date: string, timeZone: string): Date | null {
  const wall = bookingInterval(date, 1)?.start;
  if (wall === undefined) return null;
  const [first] = instantsOf(wall, timeZone);
  if (first !== undefined) return new Date(first);
  const skipped = skippedHourAt(wall, timeZone);
  return skipped === null ? null : new Date(skipped.at);
}

export interface SkippedHour {
  /** The wall-clock time the clocks leave, `HH:mm` (02:00). */
  from: string;
  /** The wall-clock time they jump to (03:00). */
  to: string;
  /** The wall-clock time at which the gap starts, epoch ms read as UTC. */
  start: number;
  /** The instant of the change. */
  at: number;
}

/**
 * The gap the shop's clocks skip that holds the wall-clock time `wall`, or null when the time
 * exists. The change happens between the two candidate instants; it is found to the minute.
 */
function skippedHourAt(wall: number, timeZone: string): SkippedHour | null {
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  if (after <= before || instantsOf(wall, timeZone).length > 0) return null;
  // The offset is `before` at wall - after and `after` at wall - before: the change is between.
  let low = wall - after;
  let high = wall - before;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  const clock = (ms: number) => new Date(ms).toISOString().slice(11, 16);
  return { from: clock(high + before), to: clock(high + after), start: high + before, at: high };
}

/**
 * Said of a time the shop's clocks skip: "Rome's clocks go forward from 02:00 to 03:00 on 28
 * March 2027: please choose another start time." `end`: the field is an end time.
 */
export function skippedTimeSentence(
  skipped: SkippedHour,
  timeZone: string,
  end = false,
): RuleProblem {
  const { from, to, start } = skipped;
  const values = { place: timeZonePlace(timeZone), from, to, on: start };
  return ruleProblem(end ? 'clocks.skippedEnd' : 'clocks.skippedStart', values);
}

/**
 * The problem of a wall-clock `YYYY-MM-DDTHH:mm` the shop's clocks in `timeZone` skip, or
 * null (also for a day `YYYY-MM-DD`, which holds whole days, and for a time that is not valid:
 * other rules name that). The reserve form, the desk's block form and the api all ask this.
 */
export function skippedTimeProblem(
  date: string,
  timeZone: string,
  end = false,
): RuleProblem | null {
  if (!date.includes('T')) return null;
  const wall = bookingInterval(date, 1)?.start;
  if (wall === undefined) return null;
  const skipped = skippedHourAt(wall, timeZone);
  return skipped === null ? null : skippedTimeSentence(skipped, timeZone, end);
}
