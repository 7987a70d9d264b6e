import { sql } from 'kysely';
import Type from 'typebox';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../plugins/errors';
import { errorResponses } from './schemas';

/** For load balancers: 200 only when the database answers. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: Type.Object({ status: Type.Literal('ok') }), ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.database.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return sendError(reply, 503, 'Database unavailable');
      }
    },
  );
}
