import Type from 'typebox';
import { AdminPageResponse, PageQuery } from '../reservations/paging';

export const AuditQuery = Type.Object({
  actor: Type.Optional(Type.String({ maxLength: 12, description: "The acting person's id" })),
  subject: Type.Optional(
    Type.String({
      maxLength: 24,
      description: 'A type (block, reservation, motorcycle, user, shop), or type:id',
    }),
  ),
  ...PageQuery,
});

const Recorded = Type.Unknown({
  description: 'What the subject was or became (JSON); null: nothing',
});

export const AuditResponse = AdminPageResponse(
  Type.Object({
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    actor: Type.Object({ id: Type.Integer(), name: Type.String() }),
    action: Type.String({ description: 'Such as block.create, reservation.cancel, person.change' }),
    subject: Type.Object({ type: Type.String(), id: Type.Integer() }),
    before: Recorded,
    after: Recorded,
  }),
);
