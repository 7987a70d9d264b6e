import type { FastifyInstance } from 'fastify';
import type { RateLimits } from '../../config';
import adminReservationRoutes from './admin';
import bookRoute from './book';
import cancelRoute from './cancel';
import listRoute from './list';
import paymentRoutes from './payments';
import showRoute from './show';

/** The reservations resource: one module per thing a client does with it. */
export default async function reservationRoutes(
  app: FastifyInstance,
  options: { now: () => Date; shopTimeZone: string; limits: RateLimits; publicUrl: string },
) {
  await app.register(listRoute, options);
  await app.register(bookRoute, options);
  await app.register(cancelRoute, options);
  await app.register(showRoute);
  await app.register(paymentRoutes, options);
  await app.register(adminReservationRoutes);
}
