import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Budget } from '../config';

// What the rate limits answer (./rate-limit.ts; api/README.md, "Rate limits"), and the store
// that counts them.

/**
 * A budget under `keyPrefix`: in memory on one instance, in Redis when the api has one, so every
 * instance counts against the same budget.
 */
export function limiterIn(redis: Redis | null) {
  return (keyPrefix: string, { points, seconds: duration }: Budget): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `vespa:${keyPrefix}`,
          points,
          duration,
          rejectIfRedisNotReady: true,
        })
      : new RateLimiterMemory({ keyPrefix, points, duration });
}

/** Counts one attempt under `key`: allowed, limited, or unavailable while Redis is away. */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<Verdict> {
  try {
    await limiter.consume(key);
    return { kind: 'allowed' };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { kind: 'limited', retryAfterMs: rejection.msBeforeNext };
    }
    return { kind: 'unavailable' };
  }
}

/**
 * What a rate-limited step may do: go on, wait `retryAfterMs`, or not run at all because the
 * shared counters cannot be reached (failing closed: an unreachable Redis must not open the door
 * to unlimited guessing).
 */
export type Verdict =
  { kind: 'allowed' } | { kind: 'limited'; retryAfterMs: number } | { kind: 'unavailable' };
