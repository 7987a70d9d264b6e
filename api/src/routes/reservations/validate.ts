import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  bookingDateProblem,
  bookingInterval,
  cityProblem,
  durationProblem,
  round1,
} from 'shared-domain';
import type { Tables } from '../../db/types';
import type { Translate } from '../../lib/i18n';
import { parseId, Problems, type Validated } from '../../lib/validation';
import type { BookingRequest } from '../../repositories/reservations/book';
import { judgeMotorcycle, readMotorcycle } from '../../repositories/reservations/motorcycle';
import type { NewReservationBody } from 'shared-domain/wire';

/**
 * Also said when an administrator changed the price while the rider was booking. `byDays`: the
 * motorcycle has a day price.
 */
export const totalSentence = (t: Translate, wrong: { expected: number; byDays: boolean }) =>
  t(wrong.byDays ? 'booking.wrongDayTotal' : 'booking.wrongTotal', { total: wrong.expected });

/** What a booking's motorcycle and total are judged by. */
type Ride = Pick<BookingRequest, 'motorcycleId' | 'durationTenths' | 'clientTotal'>;

const FIELDS = ['motorcycle_id', 'duration', 'total', 'date', 'city'] as const;

/**
 * A booking checked with the reserve form's rules (shared-domain), every failing field at once,
 * on the shop's clock in `shopTimeZone`. The motorcycle and the total are read and checked once,
 * under the booking's lock (repositories/reservations/book.ts); only a request refused for
 * another field reads them here, so that its answer names every failing field.
 */
export async function validateBooking(
  request: FastifyRequest<{ Body: NewReservationBody }>,
  db: Kysely<Tables>,
  now: Date,
  shopTimeZone: string,
): Promise<Validated<BookingRequest>> {
  const problems = new Problems(FIELDS, request);
  if (problems.shapeInvalid) return { ok: false, messages: problems.messages };
  const body = request.body;

  const motorcycleId = problems.typed('motorcycle_id') ? parseId(body.motorcycle_id) : null;
  if (problems.typed('motorcycle_id')) {
    problems.check('motorcycle_id', motorcycleId !== null, request.t('booking.unavailable'));
  }
  const requested = Number(body.duration);
  problems.rule('duration', requested, durationProblem);
  const date = problems.typed('date') ? body.date.trim() : '';
  problems.rule('date', date, (value) => bookingDateProblem(value, now, shopTimeZone));
  problems.rule('city', body.city, cityProblem);

  const duration = round1(requested);
  const durationTenths = Math.round(duration * 10);
  const clientTotal = Number(body.total);
  const interval = problems.ok ? bookingInterval(date, duration) : null;
  if (interval && motorcycleId !== null) {
    const city = body.city.trim();
    return { ok: true, value: { motorcycleId, date, city, durationTenths, clientTotal, interval } };
  }
  if (motorcycleId !== null) {
    const ride = { motorcycleId, durationTenths, clientTotal };
    const problem = await motorcycleProblem(request.t, db, ride);
    // A total is judged only against a duration that passed.
    if (problem && (problem.field === 'motorcycle_id' || problems.passed('duration'))) {
      problems.check(problem.field, false, problem.text);
    }
  }
  return { ok: false, messages: problems.messages };
}

/**
 * What is wrong with the motorcycle or the total of a booking refused before its transaction,
 * read outside the lock (bookMotorcycle reads them under it): what the answer names with the
 * request's other failing fields.
 */
export async function motorcycleProblem(
  t: Translate,
  db: Kysely<Tables>,
  { motorcycleId, durationTenths, clientTotal }: Ride,
): Promise<{ field: 'motorcycle_id' | 'total'; text: string } | null> {
  const [motorcycle] = await readMotorcycle(db, motorcycleId).execute();
  const verdict = judgeMotorcycle(motorcycle, durationTenths, clientTotal);
  if (verdict.kind === 'unavailable') {
    return { field: 'motorcycle_id', text: t('booking.unavailable') };
  }
  if (verdict.kind === 'wrong-total') {
    return { field: 'total', text: totalSentence(t, verdict) };
  }
  return null;
}
