import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../lib/error-reply';
import { currentUser } from './auth';

/**
 * How many heavy reads (a monthly report, a fleet window longer than a week) run at once: one per
 * administrator, two per instance. Each costs hundreds of milliseconds on a year of a 200-scooter
 * shop; eight 24-month reports at once took riders' catalogue from 3 ms to 1.4 s and /health to
 * 4 s on SQLite (api/README.md, "Heavy reads").
 */
export const HEAVY_READS = { perAdministrator: 1, perInstance: 2 } as const;

/** Seconds a refused administrator is told to wait: a report takes well under one. */
const RETRY_AFTER_SECONDS = 2;

export interface HeavyReads {
  /**
   * Runs `work` while the caller (an authenticated administrator) and the instance each have a
   * heavy read to spare, and gives it back when `work` settles; otherwise answers 429 with the
   * sentence `refusal` writes (only then, in the request's language) and does nothing.
   */
  run<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: () => string,
    work: () => Promise<T>,
  ): Promise<T | FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    heavyReads: HeavyReads;
  }
}

/**
 * Counts in this process's memory: the cap protects this instance's event loop and database
 * connections, so another instance's reads are not its concern.
 */
export default fp(
  async (app) => {
    let running = 0;
    const byAdministrator = new Map<number, number>();
    app.decorate('heavyReads', {
      async run(request, reply, refusal, work) {
        const userId = currentUser(request).id;
        const own = byAdministrator.get(userId) ?? 0;
        if (running >= HEAVY_READS.perInstance || own >= HEAVY_READS.perAdministrator) {
          reply.header('retry-after', RETRY_AFTER_SECONDS);
          return sendError(reply, 429, refusal());
        }
        running += 1;
        byAdministrator.set(userId, own + 1);
        try {
          return await work();
        } finally {
          running -= 1;
          const left = (byAdministrator.get(userId) ?? 1) - 1;
          if (left > 0) byAdministrator.set(userId, left);
          else byAdministrator.delete(userId);
        }
      },
    } satisfies HeavyReads);
  },
  { name: 'heavy-reads', dependencies: ['auth'] },
);
