import type { FastifyRequest } from 'fastify';
import {
  bookingDateIssue,
  bookingInterval,
  type Interval,
  MAX_DAYS_AHEAD,
  multiDayDuration,
  ruleProblem,
  skippedTimeProblem,
  timeWindowProblems,
  wallClockDateTimeMs,
} from 'shared-domain';
import { Problems, type Validated } from '../../lib/validation';
import type { MotorcycleListQuery } from './schemas';

const FIELDS = ['from', 'to'] as const;

/**
 * A time asked for, checked: the hours a booking of exactly it sends (its `date` being `from`, as
 * the several-days form sends its start), and what must be free.
 */
export interface FreeWindow {
  /** The booking's hours, one decimal, as the several-days form computes them. */
  duration: number;
  /**
   * [from, to), stretched to the booking's own end when its hours, rounded to a tenth, run past
   * `to` (a 4-minute window is a 6-minute booking): free then means the booking goes through.
   */
  held: Interval;
}

/**
 * `from` and `to` of GET /motorcycles (at least one of them given) checked on the shop's clock,
 * every problem at once, one sentence per field: both given; the When? form's own rules
 * (shared-domain's timeWindowProblems: each a real time, `from` not before the shop's current
 * minute, `to` after it and at most MAX_WINDOW_DAYS later), so the form and the api say the same;
 * and what a booking of the window would also meet: a time the shop's clocks skip, a start past
 * the booking horizon, a window too short to hold any hours.
 */
export function readFreeWindow(
  request: FastifyRequest<{ Querystring: MotorcycleListQuery }>,
  clock: { now: Date; timeZone: string },
): Validated<FreeWindow> {
  const { t } = request;
  const { now, timeZone } = clock;
  const problems = new Problems(FIELDS, request);
  const { from, to } = request.query;
  if (from === undefined) problems.check('from', false, t('window.fromMissing'));
  if (to === undefined) problems.check('to', false, t('window.toMissing'));
  const said =
    from !== undefined && to !== undefined ? timeWindowProblems({ from, to }, now, timeZone) : {};
  for (const field of FIELDS) {
    const value = request.query[field];
    problems.rule(field, value, () =>
      value === undefined || wallClockDateTimeMs(value) !== null
        ? null
        : ruleProblem('field.dateTime', { field }),
    );
  }
  // A time the shop's clocks skip when they go forward (docs/PRODUCT.md, "Bookings").
  if (problems.passed('from')) {
    problems.rule('from', from, (value) => skippedTimeProblem(value ?? '', timeZone));
  }
  if (problems.passed('to')) {
    problems.rule('to', to, (value) => skippedTimeProblem(value ?? '', timeZone, true));
  }
  for (const field of FIELDS) problems.rule(field, request.query[field], () => said[field] ?? null);
  if (problems.passed('from') && bookingDateIssue(from ?? '', now, timeZone) === 'tooFar') {
    problems.check('from', false, t('window.tooFar', { days: MAX_DAYS_AHEAD }));
  }
  if (!problems.ok || from === undefined || to === undefined) {
    return { ok: false, messages: problems.messages };
  }
  const duration = multiDayDuration(
    from.slice(0, 10),
    from.slice(11),
    to.slice(0, 10),
    to.slice(11),
  );
  const start = wallClockDateTimeMs(from);
  const end = wallClockDateTimeMs(to);
  const booking = bookingInterval(from, duration);
  // Under 3 minutes a booking's hours round to 0.0, which no booking may hold.
  if (!(duration > 0) || start === null || end === null || booking === null) {
    problems.check('to', false, t('window.tooShort'));
    return { ok: false, messages: problems.messages };
  }
  return { ok: true, value: { duration, held: { start, end: Math.max(end, booking.end) } } };
}
