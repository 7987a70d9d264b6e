import { sql } from 'kysely';
import Type from 'typebox';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../lib/error-reply';
import { errorResponses } from './schemas';

/**
 * For load balancers: 200 only when this instance can serve, i.e. it is not shutting down, the
 * database answers and, with REDIS_URL, so does Redis (without it sign-in refuses, so the balancer
 * should send traffic elsewhere).
 */
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
      // Shutting down (src/shutdown.ts): the balancer must send new requests elsewhere.
      if (app.draining) return sendError(reply, 503, request.t('health.draining'));
      try {
        await sql`select 1`.execute(app.database.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return sendError(reply, 503, request.t('health.database'));
      }
      if (app.redis) {
        try {
          await app.redis.ping();
        } catch {
          // The redis plugin logs outages once; a check every second must not flood the log.
          return sendError(reply, 503, request.t('health.redis'));
        }
      }
      return { status: 'ok' as const };
    },
  );
}
