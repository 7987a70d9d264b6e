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
import { currentUser } from '../../plugins/auth';
import { sendError } from '../../lib/error-reply';
import { sendRefusal } from '../../plugins/rate-limit';
import {
  bookMotorcycle,
  cancelReservation,
  listReservations,
  listReservationsPage,
  type BookingOutcome,
  type CancelOutcome,
} from '../../repositories/reservations';
import { parseId } from '../../lib/validation';
import { bearerAuth, errorResponses, MessageResponse } from '../schemas';
import adminReservationRoutes from './admin';
import { parseRiderCursor, readPage, riderCursor } from './paging';
import {
  NewReservationBody,
  ReservationCreatedResponse,
  ReservationIdParams,
  ReservationListQuery,
  ReservationListResponse,
} from './schemas';
import { totalSentence, UNAVAILABLE, validateBooking } from './validate';

const TOO_MANY = `You already hold ${MAX_UPCOMING_RESERVATIONS} upcoming reservations, the most a rider may hold at once`;
// The fair-use limits (docs/PRODUCT.md, "Fair use").
const TOO_MANY_AT_ONCE = `You already hold ${MAX_OVERLAPPING_RESERVATIONS} reservations at that time, the most a rider may hold at the same time`;
const TOO_MANY_HOURS = `Your upcoming reservations would hold more than ${MAX_UPCOMING_HOURS} hours (${MAX_UPCOMING_HOURS / 24} days), the most a rider may hold in all`;
const STARTED = 'This reservation has already started and can no longer be cancelled';
const HANDED_OVER =
  'This motorcycle has been handed over and can no longer be cancelled: take it back instead';
const OVERLAP =
  'This motorcycle is already booked for that time. Please choose another date or motorcycle.';

export default async function reservationRoutes(
  app: FastifyInstance,
  options: { now: () => Date; shopTimeZone: string; limits: RateLimits },
) {
  const bookingsLimited = {
    limited: `An account may make at most ${options.limits.bookingsPerRider.points} bookings an hour.`,
    unavailable: 'Booking is unavailable for a moment. Please try again shortly.',
  };
  const cancellationsLimited = {
    limited: `An account may make at most ${options.limits.cancellationsPerRider.points} cancellations an hour.`,
    unavailable: 'Cancelling is unavailable for a moment. Please try again shortly.',
  };
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/reservations',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reservations'],
        summary:
          "The caller's own reservations: all of them by date; with limit or cursor one page, upcoming ones (soonest first) then past ones (latest first)",
        security: bearerAuth,
        querystring: ReservationListQuery,
        response: { 200: ReservationListResponse, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      // Asked without parameters, the list is whole, as it was before paging (api/README.md, "Paging").
      if (request.query.limit === undefined && request.query.cursor === undefined) {
        return { success: true as const, data: await listReservations(app.database.db, userId) };
      }
      const page = readPage(request.query, parseRiderCursor);
      if (Array.isArray(page)) return sendError(reply, 422, page);
      const { rows, next } = await listReservationsPage(app.database.db, userId, {
        ...page,
        now: wallClockNow(options.now(), options.shopTimeZone),
      });
      return {
        success: true as const,
        data: rows,
        next_cursor: next === null ? null : riderCursor(next),
      };
    },
  );

  routes.post(
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

      // An account at its hourly limit is told so before any transaction.
      const limit = app.limiters.bookings;
      const looked = await limit.check(userId);
      if (looked.kind !== 'allowed') {
        return sendRefusal(reply, looked, bookingsLimited, { asList: true });
      }
      const counter = limit.counter(userId);
      let outcome: BookingOutcome;
      try {
        outcome = await bookMotorcycle(app.database, {
          userId,
          motorcycleId: booking.motorcycle.id,
          date: booking.date,
          city: booking.city,
          durationTenths: booking.durationTenths,
          clientTotal: booking.clientTotal,
          interval: booking.interval,
          wallNow: wallClockNow(now, options.shopTimeZone),
          count: () => counter.count(),
        });
      } catch (error) {
        // Counted, then not committed: it did not happen.
        await counter.takeBack();
        throw error;
      }
      if (outcome.kind === 'limited') {
        return sendRefusal(reply, outcome.verdict, bookingsLimited, { asList: true });
      }
      if (outcome.kind === 'unavailable') return sendError(reply, 422, [UNAVAILABLE]);
      if (outcome.kind === 'too-many') return sendError(reply, 422, [TOO_MANY]);
      if (outcome.kind === 'too-many-at-once') return sendError(reply, 422, [TOO_MANY_AT_ONCE]);
      if (outcome.kind === 'too-many-hours') return sendError(reply, 422, [TOO_MANY_HOURS]);
      if (outcome.kind === 'overlap') return sendError(reply, 409, [OVERLAP]);
      if (outcome.kind === 'workshop') return sendError(reply, 409, [DESK_SENTENCES.workshop]);
      if (outcome.kind === 'not-back') return sendError(reply, 409, [DESK_SENTENCES.notBack]);
      if (outcome.kind === 'price-changed') {
        return sendError(reply, 422, [totalSentence(outcome.expected)]);
      }
      return reply.code(201).send({
        success: true,
        message: 'Reservation created successfully',
        data: outcome.reservation,
      });
    },
  );

  routes.delete(
    '/reservations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reservations'],
        summary:
          "Cancel a reservation that has not started (your own; administrators: anyone's); its slot is free at once",
        security: bearerAuth,
        params: ReservationIdParams,
        response: { 200: MessageResponse, ...errorResponses(401, 404, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = parseId(request.params.id);
      if (id === null) return sendError(reply, 404, 'Reservation not found');
      const limit = app.limiters.cancellations;
      // Only cancellations of one's own count: the shop cancelling riders' bookings is not
      // limited. An account at its limit is told so before any transaction.
      const looked = await limit.check(user.id);
      if (looked.kind !== 'allowed' && !user.admin) {
        return sendRefusal(reply, looked, cancellationsLimited, { asList: true });
      }
      const counter = limit.counter(user.id);
      let outcome: CancelOutcome;
      try {
        outcome = await cancelReservation(app.database, id, {
          userId: user.admin ? null : user.id,
          // The desk may release a ride whose rider never came (docs/PRODUCT.md).
          startedBefore: user.admin ? null : wallClockNow(options.now(), options.shopTimeZone),
          countOwn: { callerId: user.id, count: () => counter.count() },
        });
      } catch (error) {
        await counter.takeBack();
        throw error;
      }
      if (outcome.kind === 'limited') {
        return sendRefusal(reply, outcome.verdict, cancellationsLimited, { asList: true });
      }
      if (outcome.kind === 'not-found') return sendError(reply, 404, 'Reservation not found');
      if (outcome.kind === 'started') return sendError(reply, 422, [STARTED]);
      if (outcome.kind === 'handed-over') return sendError(reply, 422, [HANDED_OVER]);
      request.log.info({ reservationId: id, by: user.id }, 'reservation cancelled');
      return { success: true as const, message: 'Reservation cancelled successfully' };
    },
  );

  await app.register(adminReservationRoutes);
}
