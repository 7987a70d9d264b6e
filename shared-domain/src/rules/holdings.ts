import type { Interval } from '../booking';
import {
  MAX_OVERLAPPING_RESERVATIONS,
  MAX_UPCOMING_HOURS,
  MAX_UPCOMING_RESERVATIONS,
} from '../limits';

const HOUR_MS = 3_600_000;

/**
 * The most of `intervals` that cover one instant inside `window` (all half-open). Intervals that
 * only touch (one ends where the next starts) never cover the same instant.
 */
export function mostAtOnce(intervals: readonly Interval[], window: Interval): number {
  const steps: [at: number, step: 1 | -1][] = [];
  for (const interval of intervals) {
    const start = Math.max(interval.start, window.start);
    const end = Math.min(interval.end, window.end);
    if (start < end) steps.push([start, 1], [end, -1]);
  }
  // At one instant, ends before starts: [a, b) and [b, c) do not overlap.
  steps.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let covering = 0;
  let most = 0;
  for (const [, step] of steps) {
    covering += step;
    most = Math.max(most, covering);
  }
  return most;
}

/** Which fair-use limit a booking would break (docs/PRODUCT.md, "Fair use"). */
export type HoldingIssue = 'count' | 'overlapping' | 'hours';

/**
 * Whether a rider who holds `held` (the intervals of their reservations that stand) may also hold
 * `wanted`, at `wallNow` on the shop's clock (all as bookingInterval and wallClockNow give them).
 * Only what lies ahead counts: reservations that have ended, and the part of any that has passed,
 * hold nothing any more.
 * - `count`: MAX_UPCOMING_RESERVATIONS that have not ended already;
 * - `overlapping`: some instant of `wanted` is already held by MAX_OVERLAPPING_RESERVATIONS of
 *   them, which would be one more than that at once. Counting every reservation that overlaps
 *   `wanted` would refuse too much: a week's booking with one-day bookings on three different
 *   days inside it never holds more than two at once;
 * - `hours`: with `wanted`, they would hold more than MAX_UPCOMING_HOURS from now on.
 */
export function holdingIssue(
  held: readonly Interval[],
  wanted: Interval,
  wallNow: number,
): HoldingIssue | null {
  const ahead = held.filter((interval) => interval.end > wallNow);
  if (ahead.length >= MAX_UPCOMING_RESERVATIONS) return 'count';
  const wantedAhead = { start: Math.max(wanted.start, wallNow), end: wanted.end };
  if (mostAtOnce(ahead, wantedAhead) >= MAX_OVERLAPPING_RESERVATIONS) return 'overlapping';
  const heldMs = [...ahead, wanted].reduce(
    (sum, interval) => sum + Math.max(0, interval.end - Math.max(interval.start, wallNow)),
    0,
  );
  return heldMs > MAX_UPCOMING_HOURS * HOUR_MS ? 'hours' : null;
}
