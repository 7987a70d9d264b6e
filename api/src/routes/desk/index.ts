import type { FastifyInstance } from 'fastify';
import blockRoutes from './blocks';
import fleetRoutes from './fleet';
import handoverRoutes from './handovers';

/** The shop's desk: workshop blocks, hand-over and take-back, the fleet window. */
export default async function deskRoutes(app: FastifyInstance) {
  await app.register(blockRoutes);
  await app.register(handoverRoutes);
  await app.register(fleetRoutes);
}
