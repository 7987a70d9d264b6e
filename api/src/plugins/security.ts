import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/**
 * What every response carries against abuse: helmet's headers, tuned for a JSON api (nothing may
 * frame or run its answers), `Cache-Control: no-store` on api answers (they carry tokens and a
 * rider's data, which no shared cache may keep), and the JSON error for an HTTP/1.1 request
 * without a Host header, which node would otherwise answer with an empty 400.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      // Api answers are read through CORS, which this header does not affect; images override
      // it (see app.ts), since the apps show them from other origins.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      if (request.raw.httpVersion === '1.1' && !request.headers.host) {
        return sendError(reply, 400, 'The Host header is required');
      }
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
