import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DESK_SENTENCES,
  MAX_OVERLAPPING_RESERVATIONS,
  MAX_UPCOMING_HOURS,
  MAX_UPCOMING_RESERVATIONS,
  wallClockNow,
} from 'shared-domain';
import type { RateLimits } from '../../config';
import { sendError } from '../../lib/error-reply';
import { currentUser } from '../../plugins/auth';
import { sendRefusal } from '../../plugins/rate-limit';
import { bookMotorcycle, type BookingOutcome } from '../../repositories/reservations/book';
import { bearerAuth, errorResponses } from '../schemas';
import { NewReservationBody, ReservationCreatedResponse } from './schemas';
import { motorcycleProblem, totalSentence, UNAVAILABLE, validateBooking } from './validate';

type Refused = Exclude<BookingOutcome['kind'], 'created' | 'limited' | 'wrong-total'>;

/** What each refusal of the booking's transaction answers. */
const REFUSALS: Record<Refused, [409 | 422, string]> = {
  unavailable: [422, UNAVAILABLE],
  // The fair-use limits (docs/PRODUCT.md, "Fair use").
  'too-many': [
    422,
    `You already hold ${MAX_UPCOMING_RESERVATIONS} upcoming reservations, the most a rider may hold at once`,
  ],
  'too-many-at-once': [
    422,
    `You already hold ${MAX_OVERLAPPING_RESERVATIONS} reservations at that time, the most a rider may hold at the same time`,
  ],
  'too-many-hours': [
    422,
    `Your upcoming reservations would hold more than ${MAX_UPCOMING_HOURS} hours (${MAX_UPCOMING_HOURS / 24} days), the most a rider may hold in all`,
  ],
  overlap: [
    409,
    'This motorcycle is already booked for that time. Please choose another date or motorcycle.',
  ],
  workshop: [409, DESK_SENTENCES.workshop],
  'not-back': [409, DESK_SENTENCES.notBack],
};

/** POST /reservations: a rider books a motorcycle. */
export default async function bookRoute(
  app: FastifyInstance,
  options: { now: () => Date; shopTimeZone: string; limits: RateLimits },
) {
  const limited = {
    limited: `An account may make at most ${options.limits.bookingsPerRider.points} bookings an hour.`,
    unavailable: 'Booking is unavailable for a moment. Please try again shortly.',
  };

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/reservations',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        tags: ['reservations'],
        summary: 'Book a motorcycle',
        security: bearerAuth,
        body: NewReservationBody,
        response: {
          201: ReservationCreatedResponse,
          ...errorResponses(400, 401, 409, 413, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const now = options.now();
      const validated = await validateBooking(request, app.database.db, now, options.shopTimeZone);
      if (!validated.ok) return sendError(reply, 422, validated.messages);
      const booking = validated.value;
      const userId = currentUser(request).id;

      // An account at its hourly limit is told so before any transaction, unless the booking is
      // wrong anyway (its motorcycle and total, read here only then).
      const limit = app.limiters.bookings;
      const looked = await limit.check(userId);
      if (looked.kind !== 'allowed') {
        const { motorcycleId, durationTenths, clientTotal } = booking;
        const db = app.database.db;
        const problem = await motorcycleProblem(db, motorcycleId, durationTenths, clientTotal);
        if (problem) return sendError(reply, 422, [problem.text]);
        return sendRefusal(reply, looked, limited, { asList: true });
      }
      const counter = limit.counter(userId);
      let outcome: BookingOutcome;
      try {
        outcome = await bookMotorcycle(app.database, {
          ...booking,
          userId,
          wallNow: wallClockNow(now, options.shopTimeZone),
          count: () => counter.count(),
        });
      } catch (error) {
        // Counted, then not committed: it did not happen.
        await counter.takeBack();
        throw error;
      }
      if (outcome.kind === 'limited') {
        return sendRefusal(reply, outcome.verdict, limited, { asList: true });
      }
      if (outcome.kind === 'wrong-total') {
        return sendError(reply, 422, [totalSentence(outcome.expected)]);
      }
      if (outcome.kind !== 'created') {
        const [status, sentence] = REFUSALS[outcome.kind];
        return sendError(reply, status, [sentence]);
      }
      return reply.code(201).send({
        success: true,
        message: 'Reservation created successfully',
        data: outcome.reservation,
      });
    },
  );
}
