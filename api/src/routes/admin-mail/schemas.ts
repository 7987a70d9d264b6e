import Type from 'typebox';
import { NextCursor, PageQuery } from '../reservations/paging';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

export const AdminMailQuery = Type.Object({
  status: Type.Optional(
    Type.String({ maxLength: 10, description: 'pending, sent or failed; failed when not given' }),
  ),
  ...PageQuery,
});

export const AdminMailResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(
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
  ),
  next_cursor: NextCursor(),
});
