import { timeZonePlace, wallClockNow } from '../shopClock';
import { ruleProblem, unreadableEnds, type RuleProblem } from './problem';
import { wallClockMs } from './desk';

/**
 * A search for the motorcycles free for a while (docs/PRODUCT.md, "The catalogue"): the api's
 * GET /api/v1/motorcycles?from=…&to=… and the carousel's "When?" form check it with these rules.
 */

/** The longest time a search may span, in days. */
export const MAX_WINDOW_DAYS = 31;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A span of the shop's wall-clock time, `YYYY-MM-DDTHH:mm` each: [from, to). */
export interface TimeWindow {
  from: string;
  to: string;
}

/** What is wrong with a window, by the field it is about (none: fine). */
export interface TimeWindowProblems {
  from?: RuleProblem;
  to?: RuleProblem;
}

/** `YYYY-MM-DDTHH:mm` of a wall-clock time kept as epoch ms read as UTC (a stored row's number or string). */
export function wallClockText(ms: number | string): string {
  return new Date(Number(ms)).toISOString().slice(0, 16);
}

/** Epoch ms of a wall-clock `YYYY-MM-DDTHH:mm` read as UTC, or null for anything else. */
export function wallClockDateTimeMs(text: string): number | null {
  return DATE_TIME_RE.test(text) ? wallClockMs(text) : null;
}

/**
 * What is wrong with the window [from, to) on the shop's clock in `timeZone` at `now`: each must
 * be a real `YYYY-MM-DDTHH:mm`; `from` not before the shop's current minute; `to` after `from`,
 * at most MAX_WINDOW_DAYS later.
 */
export function timeWindowProblems(
  { from, to }: TimeWindow,
  now: Date,
  timeZone: string,
): TimeWindowProblems {
  const start = wallClockDateTimeMs(from);
  const end = wallClockDateTimeMs(to);
  if (start === null || end === null) return unreadableEnds(start, end, 'field.dateTime');
  const problems: TimeWindowProblems = {};
  const thisMinute = Math.floor(wallClockNow(now, timeZone) / MINUTE_MS) * MINUTE_MS;
  if (start < thisMinute) {
    problems.from = ruleProblem('window.fromPast', { place: timeZonePlace(timeZone) });
  }
  if (end <= start) problems.to = ruleProblem('desk.toNotAfter');
  else if (end - start > MAX_WINDOW_DAYS * DAY_MS) {
    problems.to = ruleProblem('window.tooLong', { days: MAX_WINDOW_DAYS });
  }
  return problems;
}

/** Whether the window breaks none of the rules above. */
export function isUsableWindow(window: TimeWindow, now: Date, timeZone: string): boolean {
  const { from, to } = timeWindowProblems(window, now, timeZone);
  return !from && !to;
}
