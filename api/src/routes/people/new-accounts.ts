import type { FastifyRequest } from 'fastify';
import { normalizeEmail, signupFieldProblem, wallClockNow } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { Problems } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { addRider } from '../../repositories/people/add-rider';
import { inviteStaff } from '../../repositories/people/invite';
import { newResetToken } from '../../repositories/password-resets';
import { type Api, errorResponses } from '../schemas';
import { NewRiderBody } from 'shared-domain/wire';
import { EmailTakenResponse, PersonAddedResponse, StaffBody } from './schemas';

/**
 * Accounts the shop opens for someone (api/README.md, "Staff", "People"): an owner invites staff;
 * staff open a walk-in rider's at the desk, to book for them. A mail's link sets the new
 * account's password through /password/reset.
 */
export default async function newAccountRoutes(app: Api) {
  /**
   * The signup's rules on the name and email; the problems, or what both kinds of account
   * record: the name and email as stored, who opened it and when, and the link that sets its
   * first password (with the hash of its token to store).
   */
  const opening = <Field extends string>(
    request: FastifyRequest,
    problems: Problems<Field | 'name' | 'email'>,
    { name, email }: { name: string; email: string },
  ) => {
    problems.rule('name', name, (value) => signupFieldProblem('name', value));
    problems.rule('email', email, (value) => signupFieldProblem('email', value));
    const stored = problems.passed('email') ? normalizeEmail(email) : null;
    if (!problems.ok || !stored) return null;
    const { token, hash } = newResetToken();
    return {
      name: name.trim(),
      email: stored,
      actorId: currentUser(request).id,
      now: app.config.now().getTime(),
      wallNow: wallClockNow(app.config.now(), app.config.shopTimeZone),
      locale: request.locale,
      invitation: { hash, link: `${app.config.publicUrl}/reset-password?token=${token}` },
    };
  };

  app.post(
    '/admin/staff',
    {
      config: { access: { role: 'owner', area: 'staff' } },
      attachValidation: true,
      schema: {
        summary: 'Invite staff by mail, or promote a rider (the owner)',
        body: StaffBody,
        response: { 201: PersonAddedResponse, ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const problems = new Problems(['name', 'email', 'role'], request);
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const { role } = request.body;
      const account = opening(request, problems, request.body);
      const staffRole = role === 'staff' || role === 'owner' ? role : null;
      if (problems.typed('role'))
        problems.check('role', staffRole !== null, request.t('people.staffRole'));
      if (!problems.ok || !account || !staffRole) return sendError(reply, 422, problems.messages);

      const outcome = await inviteStaff(app.database, { ...account, role: staffRole });
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

  app.post(
    '/admin/people',
    {
      config: { access: { role: 'staff', area: 'riders' } },
      attachValidation: true,
      schema: {
        summary: "Open a walk-in rider's account, mailed a link to choose a password (staff)",
        body: NewRiderBody,
        response: {
          201: PersonAddedResponse,
          409: EmailTakenResponse,
          ...errorResponses(400, 401, 403, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const problems = new Problems(['name', 'email', 'phone'], request);
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const account = opening(request, problems, request.body);
      if (!account) return sendError(reply, 422, problems.messages);

      const outcome = await addRider(app.database, {
        ...account,
        // Free text as typed, as in My account; an empty one is none.
        phone: request.body.phone?.trim() || null,
      });
      const { person } = outcome;
      if (outcome.kind === 'email-taken') {
        const message = request.t('people.emailHasAccount', { name: person.name });
        return reply.code(409).send({ success: false, error: true, message, data: person });
      }
      request.log.info({ userId: person.id, by: currentUser(request).id }, 'rider added');
      const message = request.t('people.riderAdded', { name: person.name, email: person.email });
      return reply.code(201).send({ success: true, message, data: person });
    },
  );
}
