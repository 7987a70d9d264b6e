import type { FastifyRequest } from 'fastify';
import {
  bookingDateIssue,
  bookingInterval,
  type Interval,
  MAX_DAYS_AHEAD,
  MAX_WINDOW_DAYS,
  multiDayDuration,
  ruleProblem,
  skippedTimeProblem,
  timeZonePlace,
} from 'shared-domain';
import { Problems, type Validated } from '../../lib/validation';
import type { MotorcycleListQuery } from './schemas';

const FIELDS = ['from', 'to'] as const;
const DAY_MS = 86_400_000;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

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

/** Epoch ms of a wall-clock `YYYY-MM-DDTHH:mm` read as UTC, or null (a date alone too). */
function wallClock(text: string | undefined): number | null {
  if (text === undefined || !WALL_CLOCK.test(text)) return null;
  return bookingInterval(text, 1)?.start ?? null;
}

/**
 * `from` and `to` of GET /motorcycles (at least one of them given) checked on the shop's clock,
 * every problem at once, one sentence per field: both given, each a real time the shop's clocks
 * show, `from` not before the shop's current minute nor past the booking horizon (the booking
 * rules' own bookingDateIssue), `to` after `from` and at most MAX_WINDOW_DAYS after it.
 */
export function readFreeWindow(
  request: FastifyRequest<{ Querystring: MotorcycleListQuery }>,
  clock: { now: Date; timeZone: string },
): Validated<FreeWindow> {
  const { t } = request;
  const { timeZone } = clock;
  const problems = new Problems(FIELDS, request);
  const { from, to } = request.query;
  if (from === undefined) problems.check('from', false, t('window.fromMissing'));
  if (to === undefined) problems.check('to', false, t('window.toMissing'));
  for (const field of FIELDS) {
    const value = request.query[field];
    problems.rule(field, value, () =>
      value === undefined || wallClock(value) !== null
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
  if (problems.passed('from')) {
    const issue = bookingDateIssue(from ?? '', clock.now, timeZone);
    if (issue === 'past' || issue === 'startPassed') {
      problems.check('from', false, t('window.past', { place: timeZonePlace(timeZone) }));
    } else if (issue === 'tooFar') {
      problems.check('from', false, t('window.tooFar', { days: MAX_DAYS_AHEAD }));
    }
  }
  const start = problems.typed('from') ? wallClock(from) : null;
  const end = problems.typed('to') ? wallClock(to) : null;
  if (start === null || end === null || from === undefined || to === undefined) {
    return { ok: false, messages: problems.messages };
  }
  const duration = multiDayDuration(
    from.slice(0, 10),
    from.slice(11),
    to.slice(0, 10),
    to.slice(11),
  );
  if (end <= start) problems.check('to', false, t('window.toNotAfter'));
  // Under 3 minutes a booking's hours round to 0.0, which no booking may hold.
  else if (!(duration > 0)) problems.check('to', false, t('window.tooShort'));
  else if (end - start > MAX_WINDOW_DAYS * DAY_MS) {
    problems.check('to', false, t('window.tooLong', { days: MAX_WINDOW_DAYS }));
  }
  const booking = bookingInterval(from, duration);
  if (!problems.ok || booking === null) return { ok: false, messages: problems.messages };
  return {
    ok: true,
    value: { duration, held: { start, end: Math.max(end, booking.end) } },
  };
}
