import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { wallClockNow } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { parseId } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { resetSecondFactor } from '../../repositories/two-factor-changes';
import { isAdmin } from '../../repositories/users';
import { IdParams } from '../desk/schemas';
import { errorResponses } from '../schemas';
import { TwoFactorResetResponse } from './schemas';

/**
 * An owner resets a person's two-factor sign-in (api/README.md, "People"): staff who lost their
 * phone and their recovery codes get back in with the password, and where the shop requires it
 * set it up again at once.
 */
export default async function twoFactorResetRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/admin/people/:id/2fa',
    {
      config: { access: { role: 'owner', area: 'people' } },
      schema: {
        tags: ['users'],
        summary:
          "Turn a person's two-factor sign-in off (a lost phone): their sessions end, a mail tells them (the owner)",
        params: IdParams,
        response: { 200: TwoFactorResetResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const id = parseId(request.params.id);
      if (id === null) return sendError(reply, 404, request.t('people.notFound'));
      // Their own goes through My account (the password and a code) or a recovery code.
      if (id === me.id) return sendError(reply, 422, [request.t('people.ownTwoFactor')]);
      const outcome = await resetSecondFactor(app.database, {
        id,
        actorId: me.id,
        wallNow: wallClockNow(app.config.now(), app.config.shopTimeZone),
        requestLocale: request.locale,
        setUpAgain: (role) => app.twoFactor.mustKeep({ admin: isAdmin(role) }),
      });
      if (outcome.kind === 'not-found') return sendError(reply, 404, request.t('people.notFound'));
      if (outcome.kind === 'not-on') return sendError(reply, 409, request.t('twoFactor.notOn'));
      const { person } = outcome;
      request.log.info({ userId: id, by: me.id }, 'two-factor reset');
      const message = outcome.setUpAgain
        ? request.t('people.twoFactorReset', { name: person.name })
        : request.t('people.twoFactorResetOptional', { name: person.name });
      return { success: true as const, message, data: person };
    },
  );
}
