import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared store of several instances (REDIS_URL), or null on a single instance. */
    redis: Redis | null;
  }
}

/**
 * Connects to Redis when a URL is given. The api starts even while Redis is down: `/health`
 * answers 503 and sign-in refuses with 503 until it is back (see rate-limit.ts), and ioredis
 * keeps reconnecting meanwhile.
 */
export default fp<{ url: string | null }>(
  async (app, { url }) => {
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      lazyConnect: true,
      // Fail a command at once while disconnected instead of queueing it behind a login.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    });
    let reported = false;
    redis.on('error', (error: Error) => {
      // ioredis repeats the same error on every reconnect attempt: log the first of each outage.
      if (!reported) app.log.error({ err: error }, 'redis unavailable');
      reported = true;
    });
    redis.on('ready', () => {
      if (reported) app.log.info('redis available again');
      reported = false;
    });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    await redis.connect().catch(() => {
      // Reported by the error listener; the api comes up not ready and recovers on its own.
    });
  },
  { name: 'redis' },
);
