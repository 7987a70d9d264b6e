import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/**
 * The OpenAPI document is generated from the same schemas that validate requests and serialize
 * responses, so it cannot drift from the code. Registered before the routes it collects; served by
 * routes/index.ts.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Vespa Rentals api',
          version: '1.0.0',
          description:
            'Scooter rental backend. Errors are `{success:false, error:true, message}` where message is a sentence or, for validation failures (422), an array of sentences.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
  },
  { name: 'openapi' },
);
