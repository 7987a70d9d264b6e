import fp from 'fastify-plugin';

/** Failures counted for one key inside its window. */
export interface AttemptCount {
  count: number;
  /** Epoch ms when the window (which starts at the first failure) ends. */
  resetAt: number;
}

/**
 * Where failed login attempts are counted. The in-memory store suits one instance; several
 * instances behind a load balancer need a shared implementation (e.g. Redis INCR + PEXPIRE).
 */
export interface LoginAttemptStore {
  get(key: string, now: number): Promise<AttemptCount | null>;
  increment(key: string, windowMs: number, now: number): Promise<AttemptCount>;
}

const SWEEP_THRESHOLD = 10_000;

export class MemoryAttemptStore implements LoginAttemptStore {
  private readonly entries = new Map<string, AttemptCount>();

  async get(key: string, now: number): Promise<AttemptCount | null> {
    const entry = this.entries.get(key);
    return entry && entry.resetAt > now ? entry : null;
  }

  async increment(key: string, windowMs: number, now: number): Promise<AttemptCount> {
    // An attacker rotating emails must not grow the map without bound.
    if (this.entries.size >= SWEEP_THRESHOLD) this.sweep(now);
    const current = await this.get(key, now);
    const next = current
      ? { count: current.count + 1, resetAt: current.resetAt }
      : { count: 1, resetAt: now + windowMs };
    this.entries.set(key, next);
    return next;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

export interface LoginLimiter {
  /** Milliseconds until the address or the email may try again, or 0 when not blocked. */
  blockedFor(ip: string, email: string): Promise<number>;
  /** Counts a failed attempt; successful logins are never counted. */
  recordFailure(ip: string, email: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLimiter: LoginLimiter;
  }
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  store?: LoginAttemptStore;
  now: () => Date;
}

/** Failed logins are limited per client address and per email (DESIGN §3). */
export default fp<RateLimitOptions>(
  async (app, { max, windowMs, store = new MemoryAttemptStore(), now }) => {
    const keys = (ip: string, email: string) => [`ip:${ip}`, `email:${email}`];
    app.decorate('loginLimiter', {
      async blockedFor(ip, email) {
        const at = now().getTime();
        const counts = await Promise.all(keys(ip, email).map((key) => store.get(key, at)));
        const waits = counts.map((entry) => (entry && entry.count >= max ? entry.resetAt - at : 0));
        return Math.max(0, ...waits);
      },
      async recordFailure(ip, email) {
        const at = now().getTime();
        await Promise.all(keys(ip, email).map((key) => store.increment(key, windowMs, at)));
      },
    } satisfies LoginLimiter);
  },
  { name: 'rate-limit' },
);
