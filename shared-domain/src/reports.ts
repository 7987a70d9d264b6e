/**
 * The monthly report's months (docs/PRODUCT.md, "Reports"), shared by the admin page's form and
 * the api. A month is `YYYY-MM` of the shop's wall clock; its start is read as UTC, as bookings'
 * times are, so every day has 24 hours.
 */
import { ruleProblem, unreadableEnds, type RuleProblem } from './rules/problem';

/** The longest range one report covers. */
export const MAX_REPORT_MONTHS = 24;

// Lengths before patterns, and a pattern that cannot backtrack.
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months since 1970-01 (0 for 1970-01), or null for anything but a `YYYY-MM` from 1970 on. */
function monthIndex(month: string): number | null {
  if (month.length !== 7) return null;
  const match = MONTH_RE.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  return year < 1970 ? null : (year - 1970) * 12 + Number(match[2]) - 1;
}

function monthOf(index: number): string {
  const year = 1970 + Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Epoch ms of 00:00 on the first day of a month index, read as UTC. */
function startOfIndex(index: number): number {
  const date = new Date(0);
  date.setUTCFullYear(1970 + Math.floor(index / 12), index % 12, 1);
  return date.getTime();
}

export function isValidMonth(month: string): boolean {
  return monthIndex(month) !== null;
}

/** What is wrong with a report's range, by field, in the form's order (none: fine). */
export function reportRangeProblems(
  from: string,
  to: string,
): { from?: RuleProblem; to?: RuleProblem } {
  const first = monthIndex(from);
  const last = monthIndex(to);
  if (first === null || last === null) return unreadableEnds(first, last, 'field.month');
  if (last < first) return { to: ruleProblem('report.toBeforeFrom') };
  if (last - first + 1 > MAX_REPORT_MONTHS) {
    return { to: ruleProblem('report.tooLong', { months: MAX_REPORT_MONTHS }) };
  }
  return {};
}

export interface ReportMonth {
  /** `YYYY-MM` */
  month: string;
  /** Epoch ms of its first moment and of the next month's, wall clock read as UTC. */
  start: number;
  end: number;
}

/** Every month from `from` to `to`, both included, in order; [] for a range with problems. */
export function reportMonths(from: string, to: string): ReportMonth[] {
  const first = monthIndex(from);
  const last = monthIndex(to);
  const problems = reportRangeProblems(from, to);
  if (first === null || last === null || problems.from || problems.to) return [];
  return Array.from({ length: last - first + 1 }, (_, n) => ({
    month: monthOf(first + n),
    start: startOfIndex(first + n),
    end: startOfIndex(first + n + 1),
  }));
}

/** `YYYY-MM` `count` months after `month` (before, when negative); null for an invalid month. */
export function addMonths(month: string, count: number): string | null {
  const index = monthIndex(month);
  return index === null || index + count < 0 ? null : monthOf(index + count);
}

/** The hours of a month (24 a day: wall-clock hours, no daylight-saving change). */
export function hoursInMonth(month: string): number {
  const [only] = reportMonths(month, month);
  return only ? (only.end - only.start) / 3_600_000 : 0;
}
