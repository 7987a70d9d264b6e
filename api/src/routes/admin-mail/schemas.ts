import Type from 'typebox';
import { AdminPageResponse, PageQuery } from '../reservations/paging';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

export const AdminMailQuery = Type.Object({
  status: Type.Optional(
    Type.String({ maxLength: 10, description: 'pending, sent or failed; failed when not given' }),
  ),
  ...PageQuery,
});

export const AdminMailResponse = AdminPageResponse(
  Type.Object({
    id: Type.Integer(),
    kind: Type.String({ description: 'Its X-Vespa-Mail header' }),
    recipient: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
    attempts: Type.Integer(),
    last_error: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    sent_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
);
