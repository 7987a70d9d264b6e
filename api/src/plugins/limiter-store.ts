import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Verdict } from './rate-limit-verdicts';

/**
 * A budget of `points` per `duration` seconds under `keyPrefix`: in memory on one instance, in
 * Redis when the api has one, so every instance counts against the same budget.
 */
export function limiterIn(redis: Redis | null) {
  return (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
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
