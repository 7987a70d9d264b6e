import { normalizeEmail, signupFieldProblem } from 'shared-domain';
import { writeTransaction } from '../../db/transaction';
import { sendError } from '../../lib/error-reply';
import { recipientLocale } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import { Problems } from '../../lib/validation';
import { enqueueMail } from '../../mail/outbox';
import { sendRefusal } from '../../plugins/rate-limit';
import { endCalendarFeed } from '../../repositories/calendar';
import {
  accountByEmail,
  newResetToken,
  redeemResetToken,
  replacePassword,
  saveResetToken,
  tokenHash,
} from '../../repositories/password-resets';
import { MessageResponse } from 'shared-domain/wire';
import { type Api, errorResponses } from '../schemas';
import { ForgotBody, ResetBody } from './schemas';

/**
 * Password reset by mail (api/README.md, "Password reset"), as OWASP's Forgot Password sheet
 * asks: one answer whether or not an account uses the address, a random token kept only as its
 * hash, one use within an hour, and every session ended when it is used.
 */
export default async function passwordRoutes(app: Api) {
  const { now, publicUrl } = app.config;

  app.post(
    '/password/forgot',
    {
      attachValidation: true,
      schema: {
        summary: 'Mail a link to choose a new password (the same answer for an unknown address)',
        body: ForgotBody,
        response: { 200: MessageResponse, ...errorResponses(400, 413, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const byAddress = await app.limiters.passwordResets(request.ip);
      if (byAddress.kind !== 'allowed') return sendRefusal(reply, byAddress, 'passwordResets');
      const problems = new Problems(['email'], request);
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      problems.rule('email', request.body.email, (value) => signupFieldProblem('email', value));
      const email = problems.passed('email') ? normalizeEmail(request.body.email) : null;
      if (!problems.ok || !email) return sendError(reply, 422, problems.messages);
      // Counted for any address, so the limit tells nothing about which ones have accounts.
      const byEmail = await app.limiters.passwordResetMails(email);
      if (byEmail.kind !== 'allowed') return sendRefusal(reply, byEmail, 'passwordResetMails');

      // The same work either way up to the two rows written for an account; the mail itself is
      // sent after the answer, by the outbox's sender.
      const { token, hash } = newResetToken();
      const at = now().getTime();
      await writeTransaction(app.database, async (trx) => {
        const account = await accountByEmail(trx, email);
        if (!account) return false;
        await saveResetToken(trx, { userId: account.id, hash, now: at });
        const link = `${publicUrl}/reset-password?token=${token}`;
        await enqueueMail(
          trx,
          {
            kind: 'password-reset',
            to: account.email,
            locale: recipientLocale(account.locale, request.locale),
            values: { name: account.name, link },
          },
          at,
        );
        return true;
      });
      return { success: true as const, message: request.t('password.forgotSent') };
    },
  );

  app.post(
    '/password/reset',
    {
      attachValidation: true,
      schema: {
        summary:
          "Choose a new password with a mailed link's token: ends every session and every earlier link",
        body: ResetBody,
        response: { 200: MessageResponse, ...errorResponses(400, 413, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const byAddress = await app.limiters.passwordResets(request.ip);
      if (byAddress.kind !== 'allowed') return sendRefusal(reply, byAddress, 'passwordResets');
      const problems = new Problems(['token', 'password'], request);
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const { token, password } = request.body;
      problems.rule('password', password, (value) => signupFieldProblem('password', value));
      if (!problems.ok) return sendError(reply, 422, problems.messages);

      const passwordHash = await hashPassword(password);
      const at = now().getTime();
      const changed = await writeTransaction(app.database, async (trx) => {
        const userId = await redeemResetToken(trx, { hash: tokenHash(token), now: at });
        if (userId === null) return false;
        const account = await replacePassword(trx, userId, passwordHash);
        await endCalendarFeed(trx, userId);
        await enqueueMail(
          trx,
          {
            kind: 'password-changed',
            to: account.email,
            locale: recipientLocale(account.locale, request.locale),
            values: { name: account.name },
          },
          at,
        );
        return true;
      });
      if (!changed) return sendError(reply, 400, request.t('password.linkInvalid'));
      return { success: true as const, message: request.t('password.changed') };
    },
  );
}
