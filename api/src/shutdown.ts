import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment a shutdown begins: `/health` answers 503 (routes/health.ts). */
    draining: boolean;
  }
}

/** A stop that takes longer than this is cut short (api/README.md "Restarts and shutdown"). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/** What is left for the last step, closing the database and Redis, once requests are cut. */
const CLOSE_MARGIN_MS = 1_000;

/**
 * Stops an instance without failing a request it has accepted:
 * 1. at once, `/health` answers 503, so the load balancer takes the instance out, and every
 *    response closes its connection, so no client keeps a connection to it;
 * 2. for `drainMs` it still accepts and serves new connections: whatever the balancer sends
 *    before it has seen the 503s is answered, not refused;
 * 3. then it stops listening, closes idle keep-alive connections, lets running requests finish,
 *    and closes the database pool and Redis (Fastify's close);
 * 4. whatever still runs at the deadline (a stalled upload) is cut, so the whole stop takes at
 *    most SHUTDOWN_DEADLINE_MS.
 */
export async function shutDown(app: FastifyInstance, { drainMs }: { drainMs: number }) {
  const started = Date.now();
  app.draining = true;
  // Every response from now on ends its connection: a client or balancer opens the next
  // elsewhere. Ahead of Fastify's own listener, so the header is set before any is written.
  app.server.prependListener('request', (_request, response) => {
    response.setHeader('connection', 'close');
  });
  // Idle keep-alive connections stay open while draining: closing one under a client that is
  // sending on it would fail that request. Each ends with its next response instead, and those
  // left idle are closed with the listener.
  if (drainMs > 0) {
    app.log.info(`draining: /health answers 503, new requests served for ${drainMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  const cut = setTimeout(
    () => {
      app.log.warn('shutdown deadline: closing the connections still open');
      app.server.closeAllConnections();
    },
    Math.max(0, SHUTDOWN_DEADLINE_MS - CLOSE_MARGIN_MS - (Date.now() - started)),
  );
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
