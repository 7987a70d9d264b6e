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
  | { kind: 'allowed' }
  | { kind: 'limited'; retryAfterMs: number }
  | {
      kind: 'unavailable';
    };

/**
 * A login attempt, already counted against the address and (from an address new to the account)
 * against the account. `succeeded` gives the account its count back; the address keeps it, since
 * a correct password costs the same hash as a wrong one.
 */
export interface LoginAttempt {
  verdict: Verdict;
  succeeded(): Promise<void>;
}

/**
 * What one signed-in account may do an hour (bookings, cancellations), where only what happens
 * counts: `check` is a cheap look before the work, so an account at its limit costs no
 * transaction; `counted` runs the work, whose `count` counts one action that is about to happen,
 * once, atomically, and refuses it past the limit (called inside the transaction, once every
 * other check has passed, so a refusal of any kind counts nothing); when the work then throws
 * (the transaction failed), the count is taken back: it did not happen.
 */
export interface AccountLimit {
  check(userId: number): Promise<Verdict>;
  counted<T>(userId: number, work: (count: () => Promise<Verdict>) => Promise<T>): Promise<T>;
}
