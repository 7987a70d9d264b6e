import {
  MAX_OVERLAPPING_RESERVATIONS,
  MAX_UPCOMING_HOURS,
  MAX_UPCOMING_RESERVATIONS,
  wallClockNow,
} from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { currentUser } from '../../plugins/auth';
import { sendRefusal } from '../../plugins/rate-limit';
import { bookMotorcycle, type BookingOutcome } from '../../repositories/reservations/book';
import { findRider } from '../../repositories/users';
import { type Api, errorResponses } from '../schemas';
import { NewReservationBody } from 'shared-domain/wire';
import { ReservationCreatedResponse } from './schemas';
import { motorcycleProblem, totalSentence, validateBooking } from './validate';

type Refused = Exclude<BookingOutcome['kind'], 'created' | 'limited' | 'wrong-total'>;

/** What each refusal of the booking's transaction answers: its status and sentence. */
const REFUSALS = {
  unavailable: [422, 'booking.unavailable'],
  // The fair-use limits (docs/PRODUCT.md, "Fair use").
  'too-many': [422, 'booking.tooMany'],
  'too-many-at-once': [422, 'booking.tooManyAtOnce'],
  'too-many-hours': [422, 'booking.tooManyHours'],
  overlap: [409, 'booking.overlap'],
  workshop: [409, 'booking.workshop'],
  'not-back': [409, 'booking.notBack'],
} as const satisfies Record<Refused, [409 | 422, string]>;

/** The figures the fair-use sentences name. */
const FAIR_USE = {
  limit: MAX_UPCOMING_RESERVATIONS,
  hours: MAX_UPCOMING_HOURS,
  days: MAX_UPCOMING_HOURS / 24,
};
/** POST /reservations: a rider books a motorcycle. */
export default async function bookRoute(app: Api) {
  const limited = { most: app.config.rateLimits.bookingsPerRider.points, asList: true };

  app.post(
    '/reservations',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        summary: 'Book a motorcycle',
        body: NewReservationBody,
        response: {
          201: ReservationCreatedResponse,
          ...errorResponses(400, 401, 403, 404, 409, 413, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const now = app.config.now();
      const validated = await validateBooking(
        request,
        app.database.db,
        now,
        app.config.shopTimeZone,
      );
      if (!validated.ok) return sendError(reply, 422, validated.messages);
      const booking = validated.value;
      const actor = currentUser(request);
      // A walk-in booking: staff book for a rider, under the rider's rules and limits.
      const walkIn = request.body.user_id !== undefined && request.body.user_id !== actor.id;
      const userId = walkIn ? (request.body.user_id as number) : actor.id;
      if (walkIn) {
        if (!actor.admin) return sendError(reply, 403, request.t('booking.forRiderStaffOnly'));
        const rider = await findRider(app.database.db, userId);
        if (!rider) return sendError(reply, 404, request.t('booking.noSuchRider'));
        if (rider.blocked) return sendError(reply, 422, [request.t('booking.riderBlocked')]);
      }

      // An account at its hourly limit is told so before any transaction, unless the booking is
      // wrong anyway (its motorcycle and total, read here only then).
      const limit = app.limiters.bookings;
      const looked = await limit.check(userId);
      if (looked.kind !== 'allowed') {
        const problem = await motorcycleProblem(request.t, app.database.db, booking);
        if (problem) return sendError(reply, 422, [problem.text]);
        return sendRefusal(reply, looked, 'bookings', limited);
      }
      const outcome = await limit.counted(userId, (count) =>
        bookMotorcycle(app.database, {
          ...booking,
          userId,
          bookedBy: walkIn ? actor.id : undefined,
          wallNow: wallClockNow(now, app.config.shopTimeZone),
          count,
          mail: {
            now: now.getTime(),
            publicUrl: app.config.publicUrl,
            requestLocale: request.locale,
          },
        }),
      );
      if (outcome.kind === 'limited') {
        return sendRefusal(reply, outcome.verdict, 'bookings', limited);
      }
      if (outcome.kind === 'wrong-total') {
        return sendError(reply, 422, [totalSentence(request.t, outcome)]);
      }
      if (outcome.kind !== 'created') {
        const [status, sentence] = REFUSALS[outcome.kind];
        // The figures of tooManyAtOnce: its own limit.
        const figures =
          outcome.kind === 'too-many-at-once' ? { limit: MAX_OVERLAPPING_RESERVATIONS } : FAIR_USE;
        return sendError(reply, status, [request.t(sentence, figures)]);
      }
      return reply.code(201).send({
        success: true,
        message: request.t('booking.created'),
        data: outcome.reservation,
      });
    },
  );
}
