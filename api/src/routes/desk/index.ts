import type { FastifyInstance } from 'fastify';
import blockRoutes from './blocks';
import fleetRoutes from './fleet';
import handoverRoutes from './handovers';

/** The shop's desk: workshop blocks, hand-over and take-back, the fleet window. */
export default async function deskRoutes(
  app: FastifyInstance,
  options: { now: () => Date; shopTimeZone: string },
) {
  await app.register(blockRoutes, options);
  await app.register(handoverRoutes, options);
  await app.register(fleetRoutes, options);
}
