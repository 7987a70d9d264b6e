import { wallClockNow } from 'shared-domain';
import { AccountResponse, MessageResponse } from 'shared-domain/wire';
import { sendError } from '../../lib/error-reply';
import { recipientLocale } from '../../lib/i18n';
import { Problems } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { readAccount } from '../../repositories/account/account';
import { deleteAccount } from '../../repositories/account/deletion';
import { exportAccountData } from '../../repositories/account/export';
import { type Api, errorResponses } from '../schemas';
import { changeAccountHandler } from './change';
import { passwordProven } from './current-password';
import { AccountChangesBody, AccountExport, DeleteAccountBody } from './schemas';

/** The signed-in user's own account (api/README.md, "Accounts"). */
export default async function meRoutes(app: Api) {
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/me',
    {
      ...signedIn,
      // What an administrator who must enrol in two-factor sign-in still reads (api/README.md).
      config: { beforeTwoFactor: true },
      schema: {
        summary: 'The signed-in account',
        response: { 200: AccountResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const stored = await readAccount(app.database.db, currentUser(request).id);
      if (!stored) return sendError(reply, 401, request.t('auth.accountGone'));
      return { success: true as const, data: stored.account };
    },
  );

  app.patch(
    '/me',
    {
      ...signedIn,
      attachValidation: true,
      schema: {
        summary:
          'Change the signed-in account; a new email or password needs current_password and sends a notice to the old address',
        body: AccountChangesBody,
        response: { 200: AccountResponse, ...errorResponses(400, 401, 413, 422, 429, 503) },
      },
    },
    changeAccountHandler(app),
  );

  app.get(
    '/me/export',
    {
      ...signedIn,
      schema: {
        summary: 'Everything the shop keeps about the signed-in account, as a JSON download',
        response: { 200: AccountExport, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const stored = await readAccount(app.database.db, currentUser(request).id);
      if (!stored) return sendError(reply, 401, request.t('auth.accountGone'));
      const data = await exportAccountData(app.database.db, stored.account);
      const file = `vespa-rentals-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      reply.header('content-disposition', `attachment; filename="${file}"`);
      return { exported_at: new Date().toISOString(), account: stored.account, ...data };
    },
  );

  app.delete(
    '/me',
    {
      ...signedIn,
      attachValidation: true,
      schema: {
        summary:
          'Delete the signed-in account: rides ahead cancelled, the account anonymised, its reservations kept for the books',
        body: DeleteAccountBody,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 413, 422, 429, 503) },
      },
    },
    // The password, then the account anonymised and its rides ahead cancelled.
    async (request, reply) => {
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
    },
  );
}
