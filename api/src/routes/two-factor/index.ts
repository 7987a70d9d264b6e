import { AuthResponse } from 'shared-domain/wire';
import { sendError } from '../../lib/error-reply';
import { secretBox, UnreadableSecret } from '../../lib/secret-box';
import {
  isTotpCode,
  newRecoveryCodes,
  newSecret,
  normaliseCode,
  totpStep,
} from '../../lib/two-factor';
import { currentUser } from '../../plugins/auth';
import { sendRefusal } from '../../plugins/rate-limit';
import { keepPendingSecret, readSecondFactor, shopName } from '../../repositories/two-factor';
import { enableSecondFactor } from '../../repositories/two-factor-changes';
import { type Api, errorResponses } from '../schemas';
import { secondFactorProven } from './codes';
import manageRoutes from './manage';
import { EnableBody, RecoveryCodesResponse, SecondStepBody, SetupResponse } from './schemas';

/**
 * Two-factor sign-in: enrolment, the second step of a login, new recovery codes and turning it off
 * (api/README.md). TWO_FACTOR_KEY seals the secrets at rest.
 */
export default async function twoFactorRoutes(app: Api) {
  const { now } = app.config;
  const box = secretBox(app.config.twoFactorKey);
  const enrolment = {
    onRequest: app.authenticate,
    config: { beforeTwoFactor: true },
  };

  // A secret sealed under another key fails closed: no sign-in and no change, a sentence for the
  // caller and one line for the operator; every other error goes to the api's own handler.
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof UnreadableSecret)) return reply.send(error);
    request.log.error(error.message);
    return sendError(reply, 503, request.t('twoFactor.unreadable'));
  });

  app.post(
    '/me/2fa/setup',
    {
      ...enrolment,
      schema: {
        summary: 'A new secret for an authenticator app, pending until enabled with a code',
        response: { 200: SetupResponse, ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const alreadyOn = () => sendError(reply, 409, request.t('twoFactor.alreadyOn'));
      if (me.twoFactor) return alreadyOn();
      const issuer = await shopName(app.database.db);
      const { secret, otpauthUrl, qrSvg } = await newSecret(me.email, issuer);
      if (!(await keepPendingSecret(app.database.db, box, me.id, secret))) return alreadyOn();
      return { success: true as const, data: { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg } };
    },
  );

  app.post(
    '/me/2fa/enable',
    {
      ...enrolment,
      schema: {
        summary:
          'Turn two-factor sign-in on with a code of the secret set up; answers the recovery codes once',
        body: EnableBody,
        response: { 200: RecoveryCodesResponse, ...errorResponses(400, 401, 409, 413, 422, 503) },
      },
    },
    async (request, reply) => {
      const factor = await readSecondFactor(app.database.db, box, currentUser(request).id);
      if (!factor) return sendError(reply, 401, request.t('auth.accountGone'));
      if (factor.secret) return sendError(reply, 409, request.t('twoFactor.alreadyOn'));
      const { pendingSecret: pending, stored } = factor;
      if (!pending || !stored) return sendError(reply, 409, request.t('twoFactor.setUpFirst'));
      const code = normaliseCode(request.body.code);
      const step = isTotpCode(code) ? totpStep(code, pending, now()) : null;
      if (step === null) return sendError(reply, 422, [request.t('twoFactor.wrongCode')]);
      const { recoveryCodes, codeHashes } = await newRecoveryCodes();
      const enabled = await enableSecondFactor(app.database, factor.user.id, {
        stored,
        step,
        codeHashes,
        at: now().getTime(),
        audited: factor.user.admin,
      });
      if (!enabled) return sendError(reply, 409, request.t('twoFactor.setUpFirst'));
      return {
        success: true as const,
        message: request.t('twoFactor.enabled'),
        data: { recovery_codes: recoveryCodes },
      };
    },
  );

  app.post(
    '/login/2fa',
    {
      schema: {
        summary: "A login's second step: the challenge and a code (or a recovery code, once)",
        body: SecondStepBody,
        // The second step answers as a login does.
        response: { 200: AuthResponse, ...errorResponses(400, 401, 413, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const expired = () => sendError(reply, 401, request.t('twoFactor.challengeInvalid'));
      const claims = app.twoFactor.readChallenge(request.body.challenge);
      if (!claims) return expired();
      // Counted before the code is checked: a burst is cut off at the limit.
      const verdict = await app.twoFactor.countCode(claims.userId);
      if (verdict.kind !== 'allowed') return sendRefusal(reply, verdict, 'twoFactor');
      const factor = await readSecondFactor(app.database.db, box, claims.userId);
      // A logout or a new password since the password step ends the challenge too.
      if (!factor?.secret || factor.tokenVersion !== claims.tokenVersion) return expired();
      const account = { userId: factor.user.id, secret: factor.secret };
      if (!(await secondFactorProven(app.database.db, account, request.body.code, now()))) {
        return sendError(reply, 401, request.t('twoFactor.wrongCode'));
      }
      if (!(await app.twoFactor.passed(claims))) return expired();
      return {
        success: true as const,
        message: request.t('session.loggedIn'),
        user: factor.user,
        token: app.issueToken(factor.user, factor.tokenVersion),
      };
    },
  );

  await app.register(manageRoutes);
}
