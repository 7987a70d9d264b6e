import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Budget, RateLimits } from '../config';
import { clientKey } from '../lib/client-key';
import { sendError } from '../lib/error-reply';
import type { Redis } from 'ioredis';
import { consume, limiterIn, type Verdict } from './limiter-store';

declare module 'fastify' {
  interface FastifyInstance {
    limiters: ReturnType<typeof limitersOf>;
  }
}

/**
 * Login and signup limits on rate-limiter-flexible: in memory on one instance, in Redis when the
 * api has one, so every instance counts against the same budget. The figures and why they are
 * what they are: api/README.md, "Rate limits".
 */
export default fp<{ limits: RateLimits }>(
  async (app, { limits }) => {
    app.decorate('limiters', limitersOf(app.redis, limits));
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);

function limitersOf(redis: Redis | null, limits: RateLimits) {
  const make = limiterIn(redis);

  const perAddress = make('login-ip', limits.loginPerAddress);
  const perAccount = make('login-account', limits.loginPerAccount);
  // Used as a keyed set with expiry: an address that signed in to an account recently.
  const knownAddresses = make('login-known', { points: 1, seconds: limits.knownAddressSeconds });
  const signups = make('signup-ip', limits.signupPerAddress);

  /**
   * What one signed-in account may do an hour (bookings, cancellations), where only what happens
   * counts: `check` is a cheap look before the work, so an account at its limit costs no
   * transaction; `counted` runs the work, whose `count` counts one action that is about to
   * happen, once, atomically, and refuses it past the limit (called inside the transaction, once
   * every other check has passed, so a refusal of any kind counts nothing); when the work then
   * throws (the transaction failed), the count is taken back: it did not happen.
   */
  const accountLimit = (keyPrefix: string, budget: Budget) => {
    const limiter = make(keyPrefix, budget);
    // Best effort: at worst one that did not happen counts until the window ends.
    const uncount = (key: string) => limiter.reward(key).catch(() => undefined);
    return {
      async check(userId: number): Promise<Verdict> {
        try {
          const counted = await limiter.get(String(userId));
          return counted !== null && counted.consumedPoints >= budget.points
            ? { kind: 'limited', retryAfterMs: counted.msBeforeNext }
            : { kind: 'allowed' };
        } catch {
          return { kind: 'unavailable' };
        }
      },
      async counted<T>(userId: number, work: (count: () => Promise<Verdict>) => Promise<T>) {
        const key = String(userId);
        let counted = false;
        const count = async () => {
          const verdict = await consume(limiter, key);
          // A refused consume has counted too: it did not happen, so it is taken back.
          if (verdict.kind === 'limited') await uncount(key);
          counted = verdict.kind === 'allowed';
          return verdict;
        };
        try {
          return await work(count);
        } catch (error) {
          if (counted) await uncount(key);
          throw error;
        }
      },
    };
  };

  const passwordResets = make('password-reset-ip', limits.passwordResetsPerAddress);
  const passwordResetMails = make('password-reset-email', limits.passwordResetMailsPerAccount);

  return {
    /**
     * Counts the attempt BEFORE the password is checked, so a burst cannot outrun the count. `ip`
     * is the request's address; it counts under its clientKey (an IPv6 client by its /64). The
     * attempt is counted against the address and (from an address new to the account) against
     * the account; its `succeeded` gives the account its count back; the address keeps it, since
     * a correct password costs the same hash as a wrong one.
     */
    async beginLogin(ip: string, email: string) {
      const address = clientKey(ip);
      const knownKey = `${email}|${address}`;
      let accountCounted = false;
      const attempt = (verdict: Verdict) => ({
        verdict,
        async succeeded() {
          // Best effort: the rider is signed in whether or not the store answers now.
          await Promise.all([
            accountCounted ? perAccount.reward(email).catch(() => undefined) : undefined,
            knownAddresses.set(knownKey, 1, limits.knownAddressSeconds).catch(() => undefined),
          ]);
        },
      });

      let known: boolean;
      try {
        known = (await knownAddresses.get(knownKey)) !== null;
      } catch {
        return attempt({ kind: 'unavailable' });
      }
      const byAddress = await consume(perAddress, address);
      if (byAddress.kind !== 'allowed') return attempt(byAddress);
      // Strangers spread over many addresses share one budget per account; the owner at an
      // address that signed in before is limited per address only, so they cannot be locked out.
      if (!known) {
        const byAccount = await consume(perAccount, email);
        if (byAccount.kind !== 'allowed') return attempt(byAccount);
        accountCounted = true;
      }
      return attempt({ kind: 'allowed' });
    },
    signup: (ip: string) => consume(signups, clientKey(ip)),
    /** One account's bookings (api/README.md, "Rate limits"). */
    bookings: accountLimit('booking-user', limits.bookingsPerRider),
    /** One account's cancellations of its own reservations. */
    cancellations: accountLimit('cancel-user', limits.cancellationsPerRider),
    /** One account's new calendar feed addresses. */
    calendarFeeds: accountLimit('calendar-feed-user', limits.calendarFeedsPerRider),
    /** Password-reset calls from one address (counted under its clientKey). */
    passwordResets: (ip: string) => consume(passwordResets, clientKey(ip)),
    /** Reset links asked for one email, whether or not an account uses it. */
    passwordResetMails: (email: string) => consume(passwordResetMails, email),
  };
}

/** Each limit's sentences (locales/en/api.json): its 429, and its 503 while Redis is down. */
const REFUSALS = {
  login: ['limits.login', 'limits.loginUnavailable'],
  signup: ['limits.signup', 'limits.signupUnavailable'],
  bookings: ['limits.bookings', 'limits.bookingsUnavailable'],
  cancellations: ['limits.cancellations', 'limits.cancellationsUnavailable'],
  calendarFeeds: ['limits.calendarFeeds', 'limits.calendarFeedsUnavailable'],
  passwordResets: ['password.tooMany', 'password.unavailable'],
  passwordResetMails: ['password.tooManyMails', 'password.unavailable'],
  twoFactor: ['twoFactor.tooMany', 'limits.loginUnavailable'],
} as const;

/** Answers a refused step: 429 with Retry-After, or 503 while the counters are unreachable. */
export function sendRefusal(
  reply: FastifyReply,
  verdict: Exclude<Verdict, { kind: 'allowed' }>,
  limit: keyof typeof REFUSALS,
  /** `most`: the limit's figure. `asList`: one sentence in an array, for calls whose clients read an array as a failure. */
  { most = 0, asList = false }: { most?: number; asList?: boolean } = {},
) {
  const { t } = reply.request;
  const [limited, unavailable] = REFUSALS[limit];
  const say = (sentence: string) => (asList ? [sentence] : sentence);
  if (verdict.kind === 'unavailable') {
    reply.header('retry-after', 30);
    return sendError(reply, 503, say(t(unavailable)));
  }
  const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000));
  reply.header('retry-after', Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)));
  const tryAgain = t('limits.tryAgain', { count: minutes });
  return sendError(reply, 429, say(`${t(limited, { limit: most })} ${tryAgain}`));
}
