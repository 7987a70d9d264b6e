import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  bookingInterval,
  DESK_SENTENCES,
  EARLIEST_UTC_OFFSET_HOURS,
  MAX_UPCOMING_RESERVATIONS,
  startedEverywhereBefore,
  todayISO,
} from 'shared-domain';
import { currentUser } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import {
  bookMotorcycle,
  cancelReservation,
  listReservations,
  listReservationsPage,
} from '../../repositories/reservations';
import { parseId } from '../../lib/validation';
import { bearerAuth, errorResponses, MessageResponse } from '../schemas';
import adminReservationRoutes from './admin';
import { parseRiderCursor, readPage, riderCursor, wallClockNow } from './paging';
import {
  NewReservationBody,
  ReservationCreatedResponse,
  ReservationIdParams,
  ReservationListQuery,
  ReservationListResponse,
} from './schemas';
import { totalSentence, UNAVAILABLE, validateBooking } from './validate';

const TOO_MANY = `You already hold ${MAX_UPCOMING_RESERVATIONS} upcoming reservations, the most a rider may hold at once`;
const STARTED = 'This reservation has already started and can no longer be cancelled';
const HANDED_OVER =
  'This motorcycle has been handed over and can no longer be cancelled: take it back instead';
const OVERLAP =
  'This motorcycle is already booked for that time. Please choose another date or motorcycle.';

export default async function reservationRoutes(
  app: FastifyInstance,
  options: { now: () => Date; pauseMs: number },
) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/api/v1/reservations',
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
        now: wallClockNow(options.now()),
      });
      return {
        success: true as const,
        data: rows,
        next_cursor: next === null ? null : riderCursor(next),
      };
    },
  );

  routes.post(
    '/api/v1/reservations',
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
          ...errorResponses(400, 401, 409, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const now = options.now();
      const validated = await validateBooking(request, app.database.db, now);
      if (!validated.ok) return sendError(reply, 422, validated.messages);
      const booking = validated.value;

      const outcome = await bookMotorcycle(app.database, options.pauseMs, {
        userId: currentUser(request).id,
        motorcycleId: booking.motorcycle.id,
        date: booking.date,
        city: booking.city,
        durationTenths: booking.durationTenths,
        clientTotal: booking.clientTotal,
        interval: booking.interval,
        upcomingAfter: bookingInterval(todayISO(now, EARLIEST_UTC_OFFSET_HOURS), 1)?.start ?? 0,
      });
      if (outcome.kind === 'unavailable') return sendError(reply, 422, [UNAVAILABLE]);
      if (outcome.kind === 'too-many') return sendError(reply, 422, [TOO_MANY]);
      if (outcome.kind === 'overlap') return sendError(reply, 409, [OVERLAP]);
      if (outcome.kind === 'workshop') return sendError(reply, 409, [DESK_SENTENCES.workshop]);
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
    '/api/v1/reservations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reservations'],
        summary:
          "Cancel a reservation that has not started (your own; administrators: anyone's); its slot is free at once",
        security: bearerAuth,
        params: ReservationIdParams,
        response: { 200: MessageResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = parseId(request.params.id);
      const startedBefore = startedEverywhereBefore(options.now());
      const outcome =
        id === null
          ? ({ kind: 'not-found' } as const)
          : await cancelReservation(app.database, id, {
              userId: user.admin ? null : user.id,
              // The desk may release a ride whose rider never came (docs/PRODUCT.md).
              startedBefore: user.admin ? null : startedBefore,
            });
      if (outcome.kind === 'not-found') return sendError(reply, 404, 'Reservation not found');
      if (outcome.kind === 'started') return sendError(reply, 422, [STARTED]);
      if (outcome.kind === 'handed-over') return sendError(reply, 422, [HANDED_OVER]);
      request.log.info({ reservationId: id, by: user.id }, 'reservation cancelled');
      return { success: true as const, message: 'Reservation cancelled successfully' };
    },
  );

  await app.register(adminReservationRoutes);
}
