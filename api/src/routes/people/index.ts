import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Role, wallClockNow } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { parseId } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { changePerson } from '../../repositories/people/change';
import { searchPeople } from '../../repositories/people/search';
import { IdParams } from '../desk/schemas';
import { adminPage, parseAdminCursor, readPage } from '../reservations/paging';
import { errorResponses } from '../schemas';
import { PeopleQuery, PeopleResponse, PersonChangedResponse, PersonChangesBody } from './schemas';
import newAccountRoutes from './new-accounts';
import twoFactorResetRoutes from './two-factor';

const ROLES: readonly string[] = ['rider', 'staff', 'owner'] satisfies Role[];
const isRole = (value: string | undefined): value is Role => ROLES.includes(value ?? '');

/**
 * The shop's people (api/README.md, "People"): staff look them up and open a walk-in rider's
 * account, owners set roles and blocks, invite staff and reset a lost phone's two-factor sign-in.
 */
export default async function peopleRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const wallNow = () => wallClockNow(app.config.now(), app.config.shopTimeZone);

  routes.get(
    '/admin/people',
    {
      config: { access: { role: 'staff', area: 'people' } },
      schema: {
        tags: ['users'],
        summary:
          'Accounts, newest first, by the start of words of a name, or of an email or phone (staff)',
        querystring: PeopleQuery,
        response: { 200: PeopleResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { role, query } = request.query;
      const page = readPage(request.t, request.query, parseAdminCursor);
      const roleOk = role === undefined || role === '' || isRole(role);
      if (!roleOk || Array.isArray(page)) {
        return sendError(reply, 422, [
          ...(roleOk ? [] : [request.t('people.role')]),
          ...(Array.isArray(page) ? page : []),
        ]);
      }
      const filter = {
        query: query?.trim(),
        role: isRole(role) ? role : undefined,
        wallNow: wallNow(),
      };
      return adminPage(await searchPeople(app.database.db, app.database.dialect, filter, page));
    },
  );

  routes.patch(
    '/admin/people/:id',
    {
      config: { access: { role: 'owner', area: 'people' } },
      schema: {
        tags: ['users'],
        summary: "Change a person's role or block them: their sessions end at once (the owner)",
        params: IdParams,
        body: PersonChangesBody,
        response: { 200: PersonChangedResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { role, blocked } = request.body;
      if (role !== undefined && !isRole(role))
        return sendError(reply, 422, [request.t('people.role')]);
      const id = parseId(request.params.id);
      const outcome =
        id === null
          ? ({ kind: 'not-found' } as const)
          : await changePerson(app.database, {
              id,
              role,
              blocked,
              actorId: currentUser(request).id,
              wallNow: wallNow(),
            });
      if (outcome.kind === 'not-found') return sendError(reply, 404, request.t('people.notFound'));
      if (outcome.kind === 'last-owner')
        return sendError(reply, 422, [request.t('people.lastOwner')]);
      request.log.info(
        { userId: id, role, blocked, by: currentUser(request).id },
        'person changed',
      );
      return { success: true as const, message: request.t('people.changed'), data: outcome.person };
    },
  );

  await app.register(newAccountRoutes);
  await app.register(twoFactorResetRoutes);
}
