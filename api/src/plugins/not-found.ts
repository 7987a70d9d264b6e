import fp from 'fastify-plugin';
import { sendError } from '../lib/error-reply';

/** A path no route serves: a JSON 404 naming it (cut short, it is the client's text). */
export default fp(
  async (app) => {
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]?.slice(0, 200);
      return sendError(reply, 404, request.t('notFound.route', { method: request.method, path }));
    });
  },
  { name: 'not-found' },
);
