import { sendError } from '../../lib/error-reply';
import { parseId } from '../../lib/validation';
import { listMails, retryFailedMail } from '../../repositories/mail-outbox';
import { answerAdminList } from '../reservations/paging';
import { MessageResponse, OutboxMail } from 'shared-domain/wire';
import Value from 'typebox/value';
import { type Api, errorResponses } from '../schemas';
import { IdParams } from '../desk/schemas';
import { AdminMailQuery, AdminMailResponse } from './schemas';

const MailStatus = OutboxMail.properties.status;

/** The outbox for the owner (api/README.md, "Mail"): above all the mails given up on. */
export default async function adminMailRoutes(app: Api) {
  app.get(
    '/admin/mail',
    {
      config: { access: { role: 'owner', area: 'mail' } },
      schema: {
        summary: 'The outgoing mail of one status, newest first, a page at a time (administrators)',
        querystring: AdminMailQuery,
        response: { 200: AdminMailResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const status = request.query.status || 'failed';
      const filter = Value.Check(MailStatus, status) ? status : [request.t('mail.status')];
      return answerAdminList(request, reply, filter, (found, page) =>
        listMails(app.database.db, found, page),
      );
    },
  );

  app.post(
    '/admin/mail/:id/retry',
    {
      config: { access: { role: 'owner', area: 'mail' } },
      schema: {
        summary: 'Send a failed mail again: pending and due now (administrators)',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      if (
        id === null ||
        !(await retryFailedMail(app.database.db, id, app.config.now().getTime()))
      ) {
        return sendError(reply, 404, request.t('mail.notFailed'));
      }
      app.mailSender.nudge();
      request.log.info({ mailId: id }, 'failed mail sent again');
      return { success: true as const, message: request.t('mail.retrying') };
    },
  );
}
