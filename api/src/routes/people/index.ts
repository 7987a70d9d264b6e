import { type Role, wallClockNow } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { parseId } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { changePerson } from '../../repositories/people/change';
import { searchPeople } from '../../repositories/people/search';
import { resetSecondFactor } from '../../repositories/two-factor-changes';
import { isAdmin } from '../../repositories/users';
import { IdParams } from '../desk/schemas';
import { answerAdminList } from '../reservations/paging';
import { type Api, errorResponses } from '../schemas';
import {
  PeopleQuery,
  PeopleResponse,
  PersonChangedResponse,
  PersonChangesBody,
  TwoFactorResetResponse,
} from './schemas';
import newAccountRoutes from './new-accounts';

const ROLES: readonly string[] = ['rider', 'staff', 'owner'] satisfies Role[];
const isRole = (value: string | undefined): value is Role => ROLES.includes(value ?? '');

/**
 * The shop's people (api/README.md, "People"): staff look them up and open a walk-in rider's
 * account, owners set roles and blocks, invite staff and reset a lost phone's two-factor sign-in.
 */
export default async function peopleRoutes(app: Api) {
  const wallNow = () => wallClockNow(app.config.now(), app.config.shopTimeZone);

  app.get(
    '/admin/people',
    {
      config: { access: { role: 'staff', area: 'people' } },
      schema: {
        summary:
          'Accounts, newest first, by the start of words of a name, or of an email or phone (staff)',
        querystring: PeopleQuery,
        response: { 200: PeopleResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { role, query } = request.query;
      const roleOk = role === undefined || role === '' || isRole(role);
      const filter = roleOk
        ? { query: query?.trim(), role: isRole(role) ? role : undefined }
        : [request.t('people.role')];
      return answerAdminList(request, reply, filter, (found, page) =>
        searchPeople(app.database.db, app.database.dialect, { ...found, wallNow: wallNow() }, page),
      );
    },
  );

  app.patch(
    '/admin/people/:id',
    {
      config: { access: { role: 'owner', area: 'people' } },
      schema: {
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

  // An owner resets a person's two-factor sign-in (api/README.md, "People"): staff who lost their
  // phone and their recovery codes get back in with the password, and where the shop requires it
  // set it up again at once.
  app.delete(
    '/admin/people/:id/2fa',
    {
      config: { access: { role: 'owner', area: 'people' } },
      schema: {
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
        wallNow: wallNow(),
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
