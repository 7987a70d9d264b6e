import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail, signupFieldProblem } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { isLocale, type Locale, LOCALES, recipientLocale } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import { Problems } from '../../lib/validation';
import type { OutgoingMail } from '../../mail/outbox';
import { currentUser } from '../../plugins/auth';
import { readAccount } from '../../repositories/account/account';
import { emailTaken } from '../../repositories/users';
import { type AccountChanges, saveAccountChanges } from '../../repositories/account/changes';
import { passwordProven } from './current-password';
import { ACCOUNT_FIELDS, type AccountChangesBody } from './schemas';

type ChangeRequest = FastifyRequest<{ Body: AccountChangesBody }>;

/**
 * PATCH /me: every field checked at once (a sentence each), then the current password when the
 * email or the password changes, then one transaction with the notices to the old address.
 */
export function changeAccountHandler(app: FastifyInstance) {
  return async (request: ChangeRequest, reply: FastifyReply) => {
    const { db } = app.database;
    const stored = await readAccount(db, currentUser(request).id);
    if (!stored) return sendError(reply, 401, request.t('auth.accountGone'));
    const { account } = stored;
    const problems = new Problems(ACCOUNT_FIELDS, request);
    if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
    const body = request.body;
    const changes: AccountChanges = {};

    if (body.name !== undefined) {
      problems.rule('name', body.name, (name) => signupFieldProblem('name', name));
      changes.name = body.name.trim();
    }
    // Free text as typed; an empty one removes it.
    if (problems.typed('phone') && body.phone !== undefined) {
      changes.phone = body.phone.trim() || null;
    }
    if ('locale' in body) {
      const sentence = request.t('me.localeInvalid', { locales: LOCALES.join(', ') });
      if (problems.check('locale', isLocale(body.locale), sentence)) {
        changes.locale = body.locale as Locale;
      }
    }
    if (body.email !== undefined) {
      problems.rule('email', body.email, (email) => signupFieldProblem('email', email));
      const email = problems.passed('email') ? normalizeEmail(body.email) : null;
      if (email && email !== account.email) {
        const taken = await emailTaken(db, email, account.id);
        if (problems.check('email', !taken, request.t('users.emailTaken'))) changes.email = email;
      }
    }
    if (body.password !== undefined) {
      problems.rule('password', body.password, (password) =>
        signupFieldProblem('password', password),
      );
    }
    const proofNeeded = changes.email !== undefined || body.password !== undefined;
    const proof = body.current_password ?? '';
    if (proofNeeded) {
      problems.check('current_password', proof !== '', request.t('me.currentPasswordNeeded'));
    }
    if (!problems.ok) return sendError(reply, 422, problems.messages);

    if (proofNeeded) {
      const proven = await passwordProven(app, request, reply, stored, proof);
      if (proven === 'refused') return reply;
      if (!proven) return sendError(reply, 422, [request.t('me.currentPasswordWrong')]);
    }
    if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);

    // The notices go to the address the account had: whoever controls it learns of the change.
    const locale = recipientLocale(changes.locale ?? account.locale, request.locale);
    const name = changes.name ?? account.name;
    const notices: OutgoingMail[] = [];
    if (changes.email !== undefined) {
      const values = { name, newEmail: changes.email };
      notices.push({ kind: 'email-changed', to: account.email, locale, values });
    }
    if (changes.passwordHash !== undefined) {
      notices.push({ kind: 'password-changed', to: account.email, locale, values: { name } });
    }

    const outcome = await saveAccountChanges(
      app.database,
      account.id,
      stored.passwordHash,
      changes,
      notices,
    );
    if (outcome.kind === 'email-taken')
      return sendError(reply, 422, [request.t('users.emailTaken')]);
    if (outcome.kind === 'stale') {
      return sendError(reply, 422, [request.t('me.currentPasswordWrong')]);
    }
    const token =
      changes.passwordHash === undefined
        ? undefined
        : app.issueToken(outcome.account, outcome.tokenVersion);
    return { success: true as const, data: outcome.account, token };
  };
}
