import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  bookingDateProblem,
  bookingInterval,
  bookingTotal,
  cityProblem,
  durationProblem,
  type Interval,
  type Motorcycle,
  round1,
} from 'shared-domain';
import type { Tables } from '../../db/types';
import { parseId, Problems, type Validated } from '../../lib/validation';
import { findActiveMotorcycle } from '../../repositories/motorcycles';
import type { NewReservationBody } from './schemas';

export const UNAVAILABLE = 'Motorcycle does not exist or can no longer be booked';

/** Also said when an administrator changed the price while the rider was booking. */
export const totalSentence = (expected: number) =>
  `Total must be ${expected.toFixed(2)} (duration × price per hour)`;

const FIELDS = ['motorcycle_id', 'duration', 'total', 'date', 'city'] as const;

export interface BookingRequest {
  motorcycle: Motorcycle;
  date: string;
  city: string;
  durationTenths: number;
  /** The total the rider was shown, checked again under the booking's lock. */
  clientTotal: number;
  interval: Interval;
}

/**
 * A booking checked with the reserve form's rules (shared-domain), every failing field at once,
 * on the shop's clock in `shopTimeZone`.
 * The total the client sent must match the one recomputed here within a cent.
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
  const motorcycle = motorcycleId === null ? null : await findActiveMotorcycle(db, motorcycleId);
  if (problems.typed('motorcycle_id')) {
    problems.check('motorcycle_id', motorcycle !== null, UNAVAILABLE);
  }
  const requested = Number(body.duration);
  problems.rule('duration', requested, durationProblem);
  const date = problems.typed('date') ? body.date.trim() : '';
  problems.rule('date', date, (value) => bookingDateProblem(value, now, shopTimeZone));
  problems.rule('city', body.city, cityProblem);

  const duration = round1(requested);
  const expected =
    motorcycle && problems.passed('duration')
      ? bookingTotal(duration, motorcycle.bookingPricePerHour)
      : null;
  if (expected !== null) {
    problems.rule('total', Number(body.total), (total) =>
      Number.isFinite(total) && Math.abs(total - expected) <= 0.01 + 1e-9
        ? null
        : totalSentence(expected),
    );
  }

  const interval = problems.ok ? bookingInterval(date, duration) : null;
  // Once every check passed these are set; the test narrows their types.
  if (!interval || !motorcycle || expected === null) {
    return { ok: false, messages: problems.messages };
  }
  return {
    ok: true,
    value: {
      motorcycle,
      date,
      city: body.city.trim(),
      durationTenths: Math.round(duration * 10),
      clientTotal: Number(body.total),
      interval,
    },
  };
}
