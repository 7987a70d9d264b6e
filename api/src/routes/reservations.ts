import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  bookingInterval,
  bookingTotal,
  EARLIEST_UTC_OFFSET_HOURS,
  isOnOrAfter,
  MAX_BOOKING_HOURS,
  TEXT_MAX_LENGTH,
  todayISO,
} from 'shared-domain';
import Type from 'typebox';
import { hasAtMostDecimals, parseId, Problems } from '../lib/validation';
import { currentUser } from '../plugins/auth';
import { sendError } from '../plugins/errors';
import { findActiveMotorcycle } from '../repositories/motorcycles';
import { bookMotorcycle, listReservations } from '../repositories/reservations';
import { bearerAuth, errorResponses, NumericInput, SingleLine } from './schemas';

const ReservationResponse = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  city: Type.String(),
  motorcycle_id: Type.Integer(),
  motorcycle_name: Type.String(),
  duration: Type.Number({ description: 'Hours, one decimal' }),
  total: Type.Number({ description: 'US dollars, two decimals' }),
});

const NewReservationBody = Type.Object({
  motorcycle_id: NumericInput('Id of the motorcycle'),
  duration: NumericInput('Hours, one decimal, > 0 and <= 720'),
  total: NumericInput('duration × bookingPricePerHour, two decimals'),
  date: Type.String({
    maxLength: 16,
    description:
      'YYYY-MM-DD (holds the calendar days it touches) or YYYY-MM-DDTHH:mm (holds [start, start + duration))',
  }),
  city: SingleLine(TEXT_MAX_LENGTH),
});

const UNAVAILABLE = 'Motorcycle does not exist or can no longer be booked';
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
        response: {
          200: Type.Object({ success: Type.Literal(true), data: Type.Array(ReservationResponse) }),
          ...errorResponses(401),
        },
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
      schema: {
        tags: ['reservations'],
        summary: 'Book a motorcycle',
        security: bearerAuth,
        body: NewReservationBody,
        response: {
          201: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            data: ReservationResponse,
          }),
          ...errorResponses(400, 401, 409, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const city = body.city.trim();
      const date = body.date.trim();
      const duration = Number(body.duration);
      const total = Number(body.total);
      const motorcycleId = parseId(body.motorcycle_id);

      const problems = new Problems();
      const motorcycle =
        motorcycleId === null ? null : await findActiveMotorcycle(app.database.db, motorcycleId);
      problems.check(motorcycle !== null, UNAVAILABLE);
      const durationOk =
        problems.check(
          Number.isFinite(duration) && duration > 0,
          'Duration must be greater than 0',
        ) &&
        problems.check(
          duration <= MAX_BOOKING_HOURS,
          `Duration must be at most ${MAX_BOOKING_HOURS} hours (30 days)`,
        ) &&
        problems.check(
          hasAtMostDecimals(duration, 1),
          'Duration must have at most one decimal place',
        );
      const dateOk = problems.check(
        bookingInterval(date, 1) !== null,
        'Date must be a valid YYYY-MM-DD or YYYY-MM-DDTHH:mm',
      );
      if (dateOk) {
        problems.check(
          isOnOrAfter(date, todayISO(options.now(), EARLIEST_UTC_OFFSET_HOURS)),
          "Date can't be in the past",
        );
      }
      problems.check(city !== '', "City can't be blank");
      const expected =
        motorcycle && durationOk ? bookingTotal(duration, motorcycle.bookingPricePerHour) : null;
      if (expected !== null) {
        problems.check(
          Number.isFinite(total) && Math.abs(total - expected) <= 0.01 + 1e-9,
          `Total must be ${expected.toFixed(2)} (duration × price per hour)`,
        );
      }
      const interval = bookingInterval(date, duration);
      // Once every check passed these are set; the test narrows their types.
      if (!problems.ok || !interval || motorcycleId === null || expected === null) {
        return sendError(reply, 422, problems.messages);
      }

      const outcome = await bookMotorcycle(app.database, {
        userId: currentUser(request).id,
        motorcycleId,
        date,
        city,
        durationTenths: Math.round(duration * 10),
        totalCents: Math.round(expected * 100),
        interval,
      });
      if (outcome.kind === 'unavailable') return sendError(reply, 422, [UNAVAILABLE]);
      if (outcome.kind === 'overlap') return sendError(reply, 409, [OVERLAP]);
      return reply.code(201).send({
        success: true,
        message: 'Reservation created successfully',
        data: outcome.reservation,
      });
    },
  );
}
