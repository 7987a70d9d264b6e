import type { FastifyInstance } from 'fastify';

/** The OpenAPI document that plugins/openapi.ts collects from every route's schema. */
export default async function openapiRoutes(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
