import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Budget, RateLimits } from '../config';
import { clientKey } from '../lib/client-key';
import { sendError } from '../lib/error-reply';
import {
  type AccountLimit,
  consume,
  limiterIn,
  type LoginAttempt,
  type Verdict,
} from './limiter-store';

export type { Verdict } from './limiter-store';

export interface Limiters {
  /**
   * Counts the attempt BEFORE the password is checked, so a burst cannot outrun the count. `ip`
   * is the request's address; it counts under its clientKey (an IPv6 client by its /64).
   */
  beginLogin(ip: string, email: string): Promise<LoginAttempt>;
  signup(ip: string): Promise<Verdict>;
  /** One account's bookings (api/README.md, "Rate limits"). */
  bookings: AccountLimit;
  /** One account's cancellations of its own reservations. */
  cancellations: AccountLimit;
  /** One account's new calendar feed addresses. */
  calendarFeeds: AccountLimit;
  /** Password-reset calls from one address (counted under its clientKey). */
  passwordResets(ip: string): Promise<Verdict>;
  /** Reset links asked for one email, whether or not an account uses it. */
  passwordResetMails(email: string): Promise<Verdict>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limiters: Limiters;
  }
}

/**
 * Login and signup limits on rate-limiter-flexible: in memory on one instance, in Redis when the
 * api has one, so every instance counts against the same budget. The figures and why they are
 * what they are: api/README.md, "Rate limits".
 */
export default fp<{ limits: RateLimits }>(
  async (app, { limits }) => {
    const make = limiterIn(app.redis);

    const perAddress = make('login-ip', limits.loginPerAddress);
    const perAccount = make('login-account', limits.loginPerAccount);
    // Used as a keyed set with expiry: an address that signed in to an account recently.
    const knownAddresses = make('login-known', { points: 1, seconds: limits.knownAddressSeconds });
    const signups = make('signup-ip', limits.signupPerAddress);

    // What one signed-in account may do to everyone else: bookings and cancellations an hour.
    const accountLimit = (keyPrefix: string, budget: Budget) => {
      const limiter = make(keyPrefix, budget);
      const uncount = (key: string) =>
        limiter.reward(key).then(
          () => undefined,
          // Best effort: at worst one that did not happen counts until the window ends.
          () => undefined,
        );
      return {
        async check(userId) {
          try {
            const counted = await limiter.get(String(userId));
            return counted !== null && counted.consumedPoints >= budget.points
              ? { kind: 'limited', retryAfterMs: counted.msBeforeNext }
              : { kind: 'allowed' };
          } catch {
            return { kind: 'unavailable' };
          }
        },
        async counted(userId, work) {
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
      } satisfies AccountLimit;
    };
    const bookings = accountLimit('booking-user', limits.bookingsPerRider);
    const cancellations = accountLimit('cancel-user', limits.cancellationsPerRider);
    const calendarFeeds = accountLimit('calendar-feed-user', limits.calendarFeedsPerRider);

    const passwordResets = make('password-reset-ip', limits.passwordResetsPerAddress);
    const passwordResetMails = make('password-reset-email', limits.passwordResetMailsPerAccount);

    const limiters: Limiters = {
      async beginLogin(ip, email) {
        const address = clientKey(ip);
        const knownKey = `${email}|${address}`;
        let accountCounted = false;
        const attempt = (verdict: Verdict): LoginAttempt => ({
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
      signup: (ip) => consume(signups, clientKey(ip)),
      bookings,
      cancellations,
      calendarFeeds,
      passwordResets: (ip) => consume(passwordResets, clientKey(ip)),
      passwordResetMails: (email) => consume(passwordResetMails, email),
    };
    app.decorate('limiters', limiters);
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);

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
