import type { FastifyInstance } from 'fastify';
import adminReservationRoutes from './admin';
import bookRoute from './book';
import cancelRoute from './cancel';
import listRoute from './list';
import paymentRoutes from './payments';
import showRoute from './show';

/** The reservations resource: one module per thing a client does with it. */
export default async function reservationRoutes(app: FastifyInstance) {
  await app.register(listRoute);
  await app.register(bookRoute);
  await app.register(cancelRoute);
  await app.register(showRoute);
  await app.register(paymentRoutes);
  await app.register(adminReservationRoutes);
}
