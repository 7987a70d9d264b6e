import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { wallClockNow } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { recipientLocale } from '../../lib/i18n';
import { Problems } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { readAccount } from '../../repositories/account/account';
import { deleteAccount } from '../../repositories/account/deletion';
import { passwordProven } from './current-password';
import type { DeleteAccountBody } from './schemas';

/** DELETE /me: the password, then the account anonymised and its rides ahead cancelled. */
export function deleteAccountHandler(app: FastifyInstance) {
  return async (request: FastifyRequest<{ Body: DeleteAccountBody }>, reply: FastifyReply) => {
    const problems = new Problems(['password'], request);
    if (!problems.ok) return sendError(reply, 422, problems.messages);
    const stored = await readAccount(app.database.db, currentUser(request).id);
    if (!stored) return sendError(reply, 401, request.t('auth.accountGone'));
    const { account } = stored;
    const proven = await passwordProven(app, request, reply, stored, request.body.password);
    if (proven === 'refused') return reply;
    if (!proven) return sendError(reply, 422, [request.t('me.passwordWrong')]);

    const outcome = await deleteAccount(app.database, account.id, {
      provenHash: stored.passwordHash,
      startedBefore: wallClockNow(app.config.now(), app.config.shopTimeZone),
      notice: {
        kind: 'account-deleted',
        to: account.email,
        locale: recipientLocale(account.locale, request.locale),
        values: { name: account.name },
      },
    });
    if (outcome.kind === 'last-owner') return sendError(reply, 422, [request.t('me.lastOwner')]);
    if (outcome.kind === 'stale') return sendError(reply, 422, [request.t('me.passwordWrong')]);
    request.log.info({ userId: account.id, cancelled: outcome.cancelled }, 'account deleted');
    return { success: true as const, message: request.t('me.deleted') };
  };
}
