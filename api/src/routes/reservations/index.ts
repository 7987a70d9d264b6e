import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  bookingInterval,
  EARLIEST_UTC_OFFSET_HOURS,
  MAX_UPCOMING_RESERVATIONS,
  todayISO,
} from 'shared-domain';
import { currentUser } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { bookMotorcycle, listReservations } from '../../repositories/reservations';
import { bearerAuth, errorResponses } from '../schemas';
import { NewReservationBody, ReservationCreatedResponse, ReservationListResponse } from './schemas';
import { UNAVAILABLE, validateBooking } from './validate';

const TOO_MANY = `You already hold ${MAX_UPCOMING_RESERVATIONS} upcoming reservations, the most a rider may hold at once`;
const OVERLAP =
  'This motorcycle is already booked for that time. Please choose another date or motorcycle.';

export default async function reservationRoutes(
  app: FastifyInstance,
  options: { now: () => Date },
) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/api/v1/reservations',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reservations'],
        summary: "The caller's own reservations, by date",
        security: bearerAuth,
        response: { 200: ReservationListResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listReservations(app.database.db, currentUser(request).id),
    }),
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

      const outcome = await bookMotorcycle(app.database, {
        userId: currentUser(request).id,
        motorcycleId: booking.motorcycle.id,
        date: booking.date,
        city: booking.city,
        durationTenths: booking.durationTenths,
        totalCents: booking.totalCents,
        interval: booking.interval,
        upcomingAfter: bookingInterval(todayISO(now, EARLIEST_UTC_OFFSET_HOURS), 1)?.start ?? 0,
      });
      if (outcome.kind === 'unavailable') return sendError(reply, 422, [UNAVAILABLE]);
      if (outcome.kind === 'too-many') return sendError(reply, 422, [TOO_MANY]);
      if (outcome.kind === 'overlap') return sendError(reply, 409, [OVERLAP]);
      return reply.code(201).send({
        success: true,
        message: 'Reservation created successfully',
        data: outcome.reservation,
      });
    },
  );
}
