import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from 'shared-domain';
import { parseId } from '../lib/validation';
import { findUserWithCatalogVersion } from '../repositories/users';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** A token for `user`, valid until it expires or the user logs out (`tokenVersion` changes). */
    issueToken(user: User, tokenVersion: number): string;
    /** onRequest hook: answers 401 unless a valid token names an existing user. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
    /** onRequest hook after authenticate: answers 403 to non-admins. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
    /** `requireAdmin` with the sentence a rider gets for this call. */
    adminOnly(message: string): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
  interface FastifyRequest {
    currentUser: User | null;
    /** The catalogue version, read with the user by `authenticate`. */
    catalogVersion: number | null;
  }
}

const INVALID_TOKEN = 'Invalid token. Please log in again';

/** Tokens verified recently, by their exact text, until they expire. */
const VERIFIED_TOKENS_LIMIT = 10_000;

function unauthorized(reply: FastifyReply, message: string) {
  reply.header('www-authenticate', 'Bearer');
  return sendError(reply, 401, message);
}

/** The signed-in user of a route protected by `authenticate`. */
export function currentUser(request: FastifyRequest): User {
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

    app.decorateRequest('currentUser', null);
    app.decorateRequest('catalogVersion', null);
    app.decorate('issueToken', (user: User, tokenVersion: number) =>
      sign({ sub: String(user.id), ver: tokenVersion }),
    );

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!token) return unauthorized(reply, 'Please log in to continue');

      let claims: { sub: unknown; ver: unknown };
      try {
        claims = verify(token);
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return unauthorized(
          reply,
          expired ? 'Your session has expired. Please log in again' : INVALID_TOKEN,
        );
      }

      const id = typeof claims.sub === 'string' ? parseId(claims.sub) : null;
      if (id === null) return unauthorized(reply, INVALID_TOKEN);
      // Re-checked on every request: a deleted account's tokens stop working at once, and so do
      // the tokens a logout ended, whichever instance answered the logout.
      const found = await findUserWithCatalogVersion(app.database, id);
      if (!found) return unauthorized(reply, 'Your account no longer exists. Please sign up again');
      if (claims.ver !== found.tokenVersion) {
        return unauthorized(reply, 'You have logged out. Please log in again');
      }
      request.currentUser = found.user;
      request.catalogVersion = found.catalogVersion;
    });

    const adminOnly = (message: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.currentUser?.admin) return sendError(reply, 403, message);
    };
    app.decorate('adminOnly', adminOnly);
    app.decorate('requireAdmin', adminOnly('Only administrators can add or delete motorcycles'));
  },
  { name: 'auth', dependencies: ['db', 'errors'] },
);
