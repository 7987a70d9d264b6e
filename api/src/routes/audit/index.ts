import { parseId } from '../../lib/validation';
import { type AuditFilter, listAudit, SUBJECT_TYPES } from '../../repositories/audit';
import { answerAdminList } from '../reservations/paging';
import { type Api, errorResponses } from '../schemas';
import { AuditQuery, AuditResponse } from './schemas';

/** `type` or `type:id`; null when it is neither. */
function parseSubject(text: string): AuditFilter['subject'] | null {
  const [type, id, ...rest] = text.split(':');
  const known = SUBJECT_TYPES.find((subject) => subject === type);
  if (!known || rest.length > 0) return null;
  if (id === undefined) return { type: known };
  const parsed = parseId(id);
  return parsed === null ? null : { type: known, id: parsed };
}

/** The audit trail for the owner (api/README.md, "Audit"): read only, newest first. */
export default async function auditRoutes(app: Api) {
  app.get(
    '/admin/audit',
    {
      config: { access: { role: 'owner', area: 'audit' } },
      schema: {
        summary: 'What staff and owners did, newest first, a page at a time (the owner)',
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { actor, subject } = request.query;
      const actorId = actor ? parseId(actor) : undefined;
      const subjectFilter = subject ? parseSubject(subject) : undefined;
      const filter =
        actorId === null || subjectFilter === null
          ? [
              ...(actorId === null ? [request.t('audit.actor')] : []),
              ...(subjectFilter === null ? [request.t('audit.subject')] : []),
            ]
          : { actorId, subject: subjectFilter };
      return answerAdminList(request, reply, filter, (found, page) =>
        listAudit(app.database.db, found, page),
      );
    },
  );
}
