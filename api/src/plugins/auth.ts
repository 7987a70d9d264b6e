import DataLoader from 'dataloader';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from 'shared-domain';
import { parseId } from '../lib/validation';
import { type Account, findUsersWithCatalogVersion } from '../repositories/users';
import { sendError } from '../lib/error-reply';

declare module 'fastify' {
  interface FastifyInstance {
    /** A token for `user`, valid until it expires or the user logs out (`tokenVersion` changes). */
    issueToken(user: User, tokenVersion: number): string;
    /** onRequest hook: answers 401 unless a valid token names an existing user. */
    authenticate(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  }
  interface FastifyRequest {
    currentUser: Account | null;
    /** The catalogue version, read with the user by `authenticate`. */
    catalogVersion: number | null;
  }
}

/** Why a request is refused 401: a key of the `auth` sentences (locales/en/api.json). */
type Refusal =
  | 'auth.loginRequired'
  | 'auth.invalidToken'
  | 'auth.expired'
  | 'auth.accountGone'
  | 'auth.loggedOut';

/** Tokens verified recently, by their exact text, until they expire. */
const VERIFIED_TOKENS_LIMIT = 10_000;

/** The most users one statement reads; a larger batch is split. */
const MAX_USERS_PER_READ = 500;

function unauthorized(reply: FastifyReply, refusal: Refusal) {
  reply.header('www-authenticate', 'Bearer');
  return sendError(reply, 401, reply.request.t(refusal));
}

/** The signed-in user of a route protected by `authenticate`. */
export function currentUser(request: FastifyRequest): Account {
  if (!request.currentUser) throw new Error('route is missing the authenticate hook');
  return request.currentUser;
}

export default fp<{ secret: string; tokenTtlMs: number }>(
  async (app, { secret, tokenTtlMs }) => {
    const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: tokenTtlMs });
    const verifySignature = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
    });
    // Re-verifying the same token on the hot path is a map lookup. Keyed by the whole token (no
    // hash that could collide), and honouring exp: an expired entry is verified again, which
    // throws the expiry error.
    const verified = new Map<string, { sub: unknown; ver: unknown; expiresAt: number }>();
    const verify = (token: string): { sub: unknown; ver: unknown } => {
      const hit = verified.get(token);
      if (hit && Date.now() < hit.expiresAt) return hit;
      const payload = verifySignature(token) as { sub?: unknown; ver?: unknown; exp: number };
      if (verified.size >= VERIFIED_TOKENS_LIMIT) verified.clear();
      const entry = { sub: payload.sub, ver: payload.ver ?? 0, expiresAt: payload.exp * 1000 };
      verified.set(token, entry);
      return entry;
    };

    // Every request is checked against the database, but the requests read from their sockets in
    // one turn of the event loop share the statement: it runs when that turn's reading is done
    // (setImmediate), so it starts after each of them arrived and sees every commit made before,
    // on any instance. One statement instead of one per request
    // (docs/decisions/0006-batched-authentication-read.md).
    // No cache: each batch reads afresh.
    const users = new DataLoader(
      async (ids: readonly number[]) => {
        const found = await findUsersWithCatalogVersion(app.database, [...new Set(ids)]);
        return ids.map((id) => found.get(id) ?? null);
      },
      {
        cache: false,
        batchScheduleFn: (run) => setImmediate(run),
        maxBatchSize: MAX_USERS_PER_READ,
      },
    );

    app.decorateRequest('currentUser', null);
    app.decorateRequest('catalogVersion', null);
    app.decorate('issueToken', (user: User, tokenVersion: number) =>
      sign({ sub: String(user.id), ver: tokenVersion }),
    );

    /** The user a token names, or why it is refused. */
    const claimsOf = (header: string | undefined): { id: number; ver: unknown } | Refusal => {
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!token) return 'auth.loginRequired';
      let claims: { sub: unknown; ver: unknown };
      try {
        claims = verify(token);
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return expired ? 'auth.expired' : 'auth.invalidToken';
      }
      const id = typeof claims.sub === 'string' ? parseId(claims.sub) : null;
      return id === null ? 'auth.invalidToken' : { id, ver: claims.ver };
    };

    // A callback hook, not an async one: the hottest hook of the api skips a promise per request.
    // After a reply is sent, `done` is not called (Fastify's rule for callback hooks).
    app.decorate('authenticate', (request, reply, done) => {
      const claims = claimsOf(request.headers.authorization);
      if (typeof claims === 'string') return void unauthorized(reply, claims);
      // Re-checked on every request: a deleted account's tokens stop working at once, and so do
      // the tokens a logout ended, whichever instance answered the logout.
      users.load(claims.id).then((found) => {
        if (!found) {
          unauthorized(reply, 'auth.accountGone');
        } else if (claims.ver !== found.tokenVersion) {
          unauthorized(reply, 'auth.loggedOut');
        } else {
          request.currentUser = found.user;
          request.catalogVersion = found.catalogVersion;
          done();
        }
      }, done);
    });
  },
  { name: 'auth', dependencies: ['db', 'error-handler'] },
);
