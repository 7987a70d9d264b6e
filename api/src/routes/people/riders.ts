import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { wallClockNow } from 'shared-domain';
import { sendError } from '../../lib/error-reply';
import { Problems } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { addRider } from '../../repositories/people/add-rider';
import { errorResponses } from '../schemas';
import { checkNameAndEmail, newInvitation } from './newAccount';
import { EmailTakenResponse, NewRiderBody, PersonAddedResponse } from './schemas';

const FIELDS = ['name', 'email', 'phone'] as const;

/**
 * Staff open a walk-in rider's account at the desk, to book for them (api/README.md, "People");
 * a mail's link sets the rider's password through /password/reset.
 */
export default async function riderRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/admin/people',
    {
      config: { access: { role: 'staff', area: 'riders' } },
      attachValidation: true,
      schema: {
        tags: ['users'],
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
      const problems = new Problems(FIELDS, request);
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const email = checkNameAndEmail(problems, request.body);
      if (!problems.ok || !email) return sendError(reply, 422, problems.messages);

      const outcome = await addRider(app.database, {
        name: request.body.name.trim(),
        email,
        // Free text as typed, as in My account; an empty one is none.
        phone: request.body.phone?.trim() || null,
        actorId: currentUser(request).id,
        now: app.config.now().getTime(),
        wallNow: wallClockNow(app.config.now(), app.config.shopTimeZone),
        locale: request.locale,
        invitation: newInvitation(app.config.publicUrl),
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
