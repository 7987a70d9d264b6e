import { normalizeEmail } from 'shared-domain';
import { UNKNOWN_USER_HASH, verifyPassword } from '../../lib/passwords';
import { currentUser } from '../../plugins/auth';
import { sendError } from '../../lib/error-reply';
import { sendRefusal } from '../../plugins/rate-limit';
import { findUserForLogin, revokeTokens } from '../../repositories/users';
import { type Api, errorResponses } from '../schemas';
import Type from 'typebox';
import { AuthResponse, LoginBody, MessageResponse, TwoFactorChallenge } from 'shared-domain/wire';

export default async function sessionRoutes(app: Api) {
  app.post(
    '/login',
    {
      schema: {
        summary:
          'Log in (attempts limited per address, failed ones also per account); with two-factor sign-in on, a challenge for POST /login/2fa instead of a token',
        body: LoginBody,
        response: {
          200: Type.Union([AuthResponse, TwoFactorChallenge]),
          ...errorResponses(400, 401, 413, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      // The address as signup stores it, so `ADMIN@vespa.test` is the admin's and a look-alike
      // is not. An account made before emails were normalised may hold what was typed then,
      // lower-cased: it is looked up too (npm run report-invalid lists such accounts).
      const typed = request.body.user.email;
      const legacy = typed.trim().toLowerCase();
      const email = normalizeEmail(typed) ?? legacy;
      // The attempt is counted before the slow password check, so a burst sent at once is cut
      // off at the limit instead of being evaluated in full.
      const attempt = await app.limiters.beginLogin(request.ip, email);
      if (attempt.verdict.kind !== 'allowed') {
        return sendRefusal(reply, attempt.verdict, 'login');
      }

      const found = await findUserForLogin(app.database.db, email, legacy);
      // Hash even for an unknown email, so response times do not reveal which emails exist.
      const valid = await verifyPassword(
        request.body.user.password,
        found?.passwordHash ?? UNKNOWN_USER_HASH,
      );
      if (!found || !valid) return sendError(reply, 401, request.t('session.invalidCredentials'));
      // Told only to whoever knows the password: the answer reveals nothing to others.
      if (found.blocked) return sendError(reply, 401, request.t('session.blocked'));
      await attempt.succeeded();
      if (found.user.twoFactor) {
        const challenge = app.twoFactor.challenge(found.user.id, found.tokenVersion);
        return { success: true as const, two_factor_required: true as const, challenge };
      }
      return {
        success: true as const,
        message: request.t('session.loggedIn'),
        user: found.user,
        token: app.issueToken(found.user, found.tokenVersion),
      };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      config: { beforeTwoFactor: true },
      schema: {
        summary:
          'Log out: every token issued to the caller so far stops working, on every instance',
        response: { 200: MessageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      await revokeTokens(app.database.db, currentUser(request).id);
      // Word for word in English (docs/PRODUCT.md, "Messages"): a client shows the server's words.
      return { success: true as const, message: request.t('session.loggedOut') };
    },
  );
}
