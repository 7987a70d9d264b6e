import { createHmac, randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Budget } from '../config';
import { sendError } from '../lib/error-reply';
import type { Account } from '../repositories/users';
import { consume, limiterIn } from './limiter-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to an administrator who must still enrol in two-factor sign-in (`required` mode). */
    beforeTwoFactor?: boolean;
  }
  interface FastifyInstance {
    twoFactor: ReturnType<typeof twoFactorOf>;
  }
}

const CHALLENGE_SECONDS = 5 * 60;
/** Not a session token's audience: the auth plugin refuses a challenge, this one a token. */
const CHALLENGE_AUDIENCE = 'vespa-two-factor-challenge';

type Options = { secret: string; mode: 'required' | 'optional'; limit: Budget; now: () => Date };

/**
 * Two-factor sign-in (api/README.md, "Two-factor sign-in"): the challenge between the password
 * and the code, the count of codes tried, and in `required` mode the gate that keeps an
 * administrator without it to enrolling.
 */
export default fp<Options>(
  async (app, options) => {
    app.decorate('twoFactor', twoFactorOf(app.redis, options));
    if (options.mode === 'optional') return;
    // After each route's authenticate hook (onRequest) and before its body is read.
    app.addHook('preValidation', async (request, reply) => {
      const user = request.currentUser;
      if (!user?.admin || user.twoFactor || request.routeOptions.config.beforeTwoFactor) return;
      return sendError(reply, 403, request.t('twoFactor.enrolFirst'));
    });
  },
  { name: 'two-factor', dependencies: ['redis', 'auth', 'error-handler'] },
);

function twoFactorOf(redis: Redis | null, { secret, mode, limit, now }: Options) {
  // A key of its own, so no challenge verifies as a session token, whatever its claims.
  const key = createHmac('sha256', secret).update(CHALLENGE_AUDIENCE).digest('base64url');
  const sign = createSigner({ key, algorithm: 'HS256', aud: CHALLENGE_AUDIENCE });
  const make = limiterIn(redis);
  const codes = make('two-factor-user', limit);
  const used = make('two-factor-challenge', { points: 1, seconds: CHALLENGE_SECONDS });
  /** A right code outside a login: the account's count starts again. */
  const codeRight = async (userId: number) => {
    await codes.delete(String(userId)).catch(() => undefined);
  };

  return {
    /** A challenge for the second step of a sign-in: good for one sign-in, for 5 minutes. */
    challenge: (userId: number, tokenVersion: number) =>
      sign({
        sub: String(userId),
        ver: tokenVersion,
        jti: randomUUID(),
        iat: Math.floor(now().getTime() / 1000),
        exp: Math.floor(now().getTime() / 1000) + CHALLENGE_SECONDS,
      }),
    /**
     * The claims of a challenge this api issued that has not expired, else null: the account, its
     * token version then, and the challenge's id.
     */
    readChallenge(challenge: string) {
      const verify = createVerifier({
        key,
        algorithms: ['HS256'],
        allowedAud: CHALLENGE_AUDIENCE,
        requiredClaims: ['sub', 'ver', 'jti', 'exp', 'aud'],
        clockTimestamp: now().getTime(),
      });
      try {
        const { sub, ver, jti } = verify(challenge) as Record<string, unknown>;
        const userId = Number(sub);
        if (!Number.isSafeInteger(userId) || typeof ver !== 'number') return null;
        return typeof jti === 'string' ? { userId, tokenVersion: ver, id: jti } : null;
      } catch {
        return null;
      }
    },
    /**
     * Counts a code tried for the account, before it is checked (api/README.md, "Rate limits"): at
     * a login's second step, and to change two-factor sign-in under /me/2fa.
     */
    countCode: (userId: number) => consume(codes, String(userId)),
    codeRight,
    /** A right code: the account's count starts again, and the challenge cannot be used again. */
    async passed({ userId, id }: { userId: number; id: string }) {
      await codeRight(userId);
      return (await consume(used, id)).kind === 'allowed';
    },
    /**
     * Whether the account may not turn it off (and must set it up again when an owner resets it):
     * staff and owners, with STAFF_TWO_FACTOR=required.
     */
    mustKeep: (user: Pick<Account, 'admin'>) => mode === 'required' && user.admin,
  };
}
