import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sendError } from '../../lib/error-reply';
import { listMails } from '../../repositories/mail-outbox';
import { adminCursor, parseAdminCursor, readPage } from '../reservations/paging';
import { bearerAuth, errorResponses } from '../schemas';
import { AdminMailQuery, AdminMailResponse, MAIL_STATUSES } from './schemas';

type MailStatus = (typeof MAIL_STATUSES)[number];
const isStatus = (value: string): value is MailStatus =>
  (MAIL_STATUSES as readonly string[]).includes(value);

/** The outbox for the owner (api/README.md, "Mail"): above all the mails given up on. */
export default async function adminMailRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/admin/mail',
    {
      onRequest: [app.authenticate, app.adminOnly('adminOnly.mail')],
      schema: {
        tags: ['users'],
        summary: 'The outgoing mail of one status, newest first, a page at a time (administrators)',
        security: bearerAuth,
        querystring: AdminMailQuery,
        response: { 200: AdminMailResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const status = request.query.status || 'failed';
      const page = readPage(request.t, request.query, parseAdminCursor);
      const problems = [
        ...(isStatus(status) ? [] : [request.t('mail.status')]),
        ...(Array.isArray(page) ? page : []),
      ];
      if (problems.length > 0 || Array.isArray(page) || !isStatus(status)) {
        return sendError(reply, 422, problems);
      }
      const { rows, next } = await listMails(app.database.db, status, page);
      return {
        success: true as const,
        data: rows,
        next_cursor: next === null ? null : adminCursor(next),
      };
    },
  );
}
