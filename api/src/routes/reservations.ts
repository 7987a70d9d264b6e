import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  addDaysISO,
  bookingInterval,
  bookingTotal,
  EARLIEST_UTC_OFFSET_HOURS,
  isBlank,
  isOnOrAfter,
  LATEST_UTC_OFFSET_HOURS,
  MAX_BOOKING_HOURS,
  MAX_DAYS_AHEAD,
  MAX_UPCOMING_RESERVATIONS,
  round1,
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
      attachValidation: true,
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
      const problems = new Problems(
        ['motorcycle_id', 'duration', 'total', 'date', 'city'],
        request,
      );
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const body = request.body;

      const motorcycleId = problems.typed('motorcycle_id') ? parseId(body.motorcycle_id) : null;
      const motorcycle =
        motorcycleId === null ? null : await findActiveMotorcycle(app.database.db, motorcycleId);
      if (problems.typed('motorcycle_id')) {
        problems.check('motorcycle_id', motorcycle !== null, UNAVAILABLE);
      }

      const now = options.now();
      const date = problems.typed('date') ? body.date.trim() : '';
      if (problems.typed('date')) {
        const today = todayISO(now, EARLIEST_UTC_OFFSET_HOURS);
        const horizon = addDaysISO(todayISO(now, LATEST_UTC_OFFSET_HOURS), MAX_DAYS_AHEAD) ?? '';
        const day = date.slice(0, 10);
        problems.check(
          'date',
          bookingInterval(date, 1) !== null,
          'Date must be a valid YYYY-MM-DD or YYYY-MM-DDTHH:mm',
        );
        problems.check('date', isOnOrAfter(date, today), "Date can't be in the past");
        problems.check(
          'date',
          day <= horizon,
          `Date can't be more than ${MAX_DAYS_AHEAD} days ahead`,
        );
      }

      // Validated as stored: tenths of an hour. A value that rounds to 0 holds nothing and costs
      // nothing, so it is refused like 0 itself.
      const requested = problems.typed('duration') ? Number(body.duration) : NaN;
      const duration = round1(requested);
      if (problems.typed('duration')) {
        problems.check(
          'duration',
          Number.isFinite(requested) && requested > 0,
          'Duration must be greater than 0',
        );
        problems.check('duration', duration > 0, 'Duration must be at least 0.1 hours');
        problems.check(
          'duration',
          duration <= MAX_BOOKING_HOURS,
          `Duration must be at most ${MAX_BOOKING_HOURS} hours (30 days)`,
        );
        problems.check(
          'duration',
          hasAtMostDecimals(requested, 1),
          'Duration must have at most one decimal place',
        );
      }

      const expected =
        motorcycle && problems.passed('duration')
          ? bookingTotal(duration, motorcycle.bookingPricePerHour)
          : null;
      if (problems.typed('total') && expected !== null) {
        const total = Number(body.total);
        problems.check(
          'total',
          Number.isFinite(total) && Math.abs(total - expected) <= 0.01 + 1e-9,
          `Total must be ${expected.toFixed(2)} (duration × price per hour)`,
        );
      }

      const city = problems.typed('city') ? body.city.trim() : '';
      if (problems.typed('city')) problems.check('city', !isBlank(city), "City can't be blank");

      const interval = problems.ok ? bookingInterval(date, duration) : null;
      // Once every check passed these are set; the test narrows their types.
      if (!interval || motorcycleId === null || expected === null) {
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
