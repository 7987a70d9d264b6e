import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../lib/error-reply';
import { secretBox } from '../../lib/secret-box';
import { newRecoveryCodes } from '../../lib/two-factor';
import { currentUser } from '../../plugins/auth';
import { sendRefusal } from '../../plugins/rate-limit';
import { readAccount, type StoredAccount } from '../../repositories/account/account';
import { readSecondFactor } from '../../repositories/two-factor';
import { disableSecondFactor, replaceRecoveryCodes } from '../../repositories/two-factor-changes';
import { passwordProven } from '../me/current-password';
import { secondFactorProven } from './codes';
import { type Api, errorResponses } from '../schemas';
import { DisableResponse, ProofBody, RecoveryCodesResponse } from './schemas';

/**
 * Changes to the caller's own two-factor sign-in (api/README.md, "Two-factor sign-in"): new
 * recovery codes, and turning it off.
 */
export default async function manageRoutes(app: Api) {
  const { now } = app.config;
  const box = secretBox(app.config.twoFactorKey);

  /**
   * What a change needs: it is on, the password, counted as a login attempt of the account, then
   * a code, counted with the second step's (5 wrong, then 429): the app's, or unless `appOnly` a
   * recovery code too, used up when right. The account, or null with the refusal sent.
   */
  async function proven(
    request: FastifyRequest<{ Body: ProofBody }>,
    reply: FastifyReply,
    appOnly: boolean,
  ): Promise<StoredAccount | null> {
    const refuse = (status: number, message: string | string[]) => {
      void sendError(reply, status, message);
      return null;
    };
    const { db } = app.database;
    const userId = currentUser(request).id;
    const stored = await readAccount(db, userId);
    const factor = await readSecondFactor(db, box, userId);
    if (!stored || !factor) return refuse(401, request.t('auth.accountGone'));
    if (!factor.secret) return refuse(409, request.t('twoFactor.notOn'));
    const password = await passwordProven(app, request, reply, stored, request.body.password);
    if (password === 'refused') return null;
    if (!password) return refuse(422, [request.t('me.passwordWrong')]);
    // Counted before the code is checked, as at the second step of a login.
    const verdict = await app.twoFactor.countCode(userId);
    if (verdict.kind !== 'allowed') {
      void sendRefusal(reply, verdict, 'twoFactor', { asList: true });
      return null;
    }
    const account = { userId, secret: factor.secret };
    if (!(await secondFactorProven(db, account, request.body.code, now(), { appOnly }))) {
      return refuse(422, [request.t(appOnly ? 'twoFactor.wrongAppCode' : 'twoFactor.wrongCode')]);
    }
    await app.twoFactor.codeRight(userId);
    return stored;
  }

  app.post(
    '/me/2fa/recovery-codes',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Ten new recovery codes for the password and a code of the app; every earlier one stops working',
        body: ProofBody,
        response: {
          200: RecoveryCodesResponse,
          ...errorResponses(400, 401, 409, 413, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const stored = await proven(request, reply, true);
      if (!stored) return reply;
      const { recoveryCodes, codeHashes } = await newRecoveryCodes();
      if (!(await replaceRecoveryCodes(app.database, stored.account.id, codeHashes))) {
        return sendError(reply, 409, request.t('twoFactor.notOn'));
      }
      return {
        success: true as const,
        message: request.t('twoFactor.newCodes'),
        data: { recovery_codes: recoveryCodes },
      };
    },
  );

  // Off, every other session ended, a `two-factor-off` mail to the account; the answer's token
  // is the one that works. Staff and owners keep it where STAFF_TWO_FACTOR is required.
  app.delete(
    '/me/2fa',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Turn two-factor sign-in off with the password and a code (or a recovery code); ends every other session',
        body: ProofBody,
        response: {
          200: DisableResponse,
          ...errorResponses(400, 401, 403, 409, 413, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      if (app.twoFactor.mustKeep(currentUser(request))) {
        return sendError(reply, 403, request.t('twoFactor.mustKeep'));
      }
      const stored = await proven(request, reply, false);
      if (!stored) return reply;
      const off = await disableSecondFactor(app.database, stored.account.id, {
        provenHash: stored.passwordHash,
        audited: stored.account.admin,
        requestLocale: request.locale,
      });
      if (!off) return sendError(reply, 409, request.t('twoFactor.notOn'));
      return {
        success: true as const,
        message: request.t('twoFactor.disabled'),
        data: off.account,
        token: app.issueToken(off.account, off.tokenVersion),
      };
    },
  );
}
