import { EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from 'shared-domain';
import { AdminReservation, Person, SingleLine } from 'shared-domain/wire';
import Type, { type Static } from 'typebox';
import { AdminPageResponse, PageQuery } from '../reservations/paging';
import { DoneResponse, ErrorResponse } from '../schemas';

export const PeopleQuery = Type.Object({
  query: Type.Optional(
    Type.String({
      maxLength: TEXT_MAX_LENGTH,
      description:
        'The start of words of a name (in any order), or of an email or a phone, any case',
    }),
  ),
  role: Type.Optional(Type.String({ maxLength: 10, description: 'rider, staff or owner' })),
  ...PageQuery,
});

export const PeopleResponse = AdminPageResponse(Person);

/** Types only: what each value may be is checked in the handler, each with its sentence. */
export const PersonChangesBody = Type.Object({
  role: Type.Optional(Type.String({ maxLength: 10, description: 'rider, staff or owner' })),
  blocked: Type.Optional(Type.Boolean()),
});
export type PersonChangesBody = Static<typeof PersonChangesBody>;

export const PersonChangedResponse = DoneResponse(
  Type.Object({
    ...Person.properties,
    rides: Type.Array(AdminReservation, {
      description: 'Their rides ahead, soonest first',
    }),
  }),
);

export const StaffBody = Type.Object({
  name: SingleLine(TEXT_MAX_LENGTH),
  email: SingleLine(EMAIL_MAX_LENGTH),
  role: Type.String({ maxLength: 10, description: 'staff or owner' }),
});
export type StaffBody = Static<typeof StaffBody>;

/** A person added: staff invited or promoted, or a walk-in rider's new account. */
export const PersonAddedResponse = DoneResponse(Person);

/** DELETE /admin/people/:id/2fa: what was done, in words, and the person as the list shows them. */
export const TwoFactorResetResponse = DoneResponse(Person);

export const EmailTakenResponse = Type.Object(
  { ...ErrorResponse.properties, data: Person },
  { description: 'The person whose account the address already is: the desk may choose them' },
);
