import { OutboxMail } from 'shared-domain/wire';
import Type from 'typebox';
import { AdminPageResponse, PageQuery } from '../reservations/paging';

export const AdminMailQuery = Type.Object({
  status: Type.Optional(
    Type.String({ maxLength: 10, description: 'pending, sent or failed; failed when not given' }),
  ),
  ...PageQuery,
});

export const AdminMailResponse = AdminPageResponse(OutboxMail);
