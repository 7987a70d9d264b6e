import Type from 'typebox';
import { UserResponse } from '../schemas';

/**
 * What PATCH /me may change. Only `locale` for now; the accounts' fields (name, phone, email,
 * password) are additions to this object (docs/decisions/0021-the-api-speaks-the-request-language.md).
 * Values are checked in the handler, so every refusal is a sentence in the request's language.
 */
export const AccountChangesBody = Type.Object({ locale: Type.Optional(Type.Unknown()) });

/** The user as login gives it (whose shape the replaced app's client knows), and its language. */
export const AccountResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    ...UserResponse.properties,
    locale: Type.Union([Type.String(), Type.Null()], { description: 'null until chosen' }),
  }),
});
