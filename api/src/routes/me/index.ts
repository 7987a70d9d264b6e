import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sendError } from '../../lib/error-reply';
import { isLocale, LOCALES } from '../../lib/i18n';
import { currentUser } from '../../plugins/auth';
import { setLocale } from '../../repositories/users';
import { bearerAuth, errorResponses } from '../schemas';
import { AccountChangesBody, AccountResponse } from './schemas';

/** The signed-in user's own account: GET and PATCH /me (api/README.md, "Languages"). */
export default async function meRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in account',
        security: bearerAuth,
        response: { 200: AccountResponse, ...errorResponses(401) },
      },
    },
    // Read on this very request by authenticate: current.
    async (request) => ({ success: true as const, data: currentUser(request) }),
  );

  routes.patch(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change the signed-in account: its language (`locale`)',
        security: bearerAuth,
        body: AccountChangesBody,
        response: { 200: AccountResponse, ...errorResponses(400, 401, 413, 422) },
      },
    },
    async (request, reply) => {
      const { locale, ...others } = request.body;
      if (Object.keys(others).length > 0) {
        return sendError(reply, 422, [request.t('me.onlyLocale')]);
      }
      if (!isLocale(locale)) {
        return sendError(reply, 422, [
          request.t('me.localeInvalid', { locales: LOCALES.join(', ') }),
        ]);
      }
      const user = await setLocale(app.database.db, currentUser(request).id, locale);
      if (!user) return sendError(reply, 401, request.t('auth.accountGone'));
      return { success: true as const, data: user };
    },
  );
}
