import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { wallClockNow } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { Problems } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { inviteStaff } from '../../repositories/people/invite';
import { errorResponses } from '../schemas';
import { checkNameAndEmail, newInvitation } from './newAccount';
import { PersonAddedResponse, StaffBody } from './schemas';

const FIELDS = ['name', 'email', 'role'] as const;

/** An owner invites staff (api/README.md, "Staff"); the link sets a password through /password/reset. */
export default async function staffRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/admin/staff',
    {
      config: { access: { role: 'owner', area: 'staff' } },
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary: 'Invite staff by mail, or promote a rider (the owner)',
        body: StaffBody,
        response: { 201: PersonAddedResponse, ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const problems = new Problems(FIELDS, request);
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const { name, role } = request.body;
      const email = checkNameAndEmail(problems, request.body);
      const staffRole = role === 'staff' || role === 'owner' ? role : null;
      if (problems.typed('role'))
        problems.check('role', staffRole !== null, request.t('people.staffRole'));
      if (!problems.ok || !email || !staffRole) return sendError(reply, 422, problems.messages);

      const outcome = await inviteStaff(app.database, {
        name: name.trim(),
        email,
        role: staffRole,
        actorId: currentUser(request).id,
        now: app.config.now().getTime(),
        wallNow: wallClockNow(app.config.now(), app.config.shopTimeZone),
        locale: request.locale,
        invitation: newInvitation(app.config.publicUrl),
      });
      if (outcome.kind === 'already-staff')
        return sendError(reply, 422, [request.t('people.alreadyStaff')]);
      if (outcome.kind === 'email-taken')
        return sendError(reply, 422, [request.t('users.emailTaken')]);
      const { person } = outcome;
      const message =
        outcome.kind === 'invited'
          ? request.t('people.invited', { email: person.email })
          : request.t('people.promoted', { name: person.name });
      request.log.info(
        { userId: person.id, role, by: currentUser(request).id },
        `staff ${outcome.kind}`,
      );
      return reply.code(201).send({ success: true, message, data: person });
    },
  );
}
