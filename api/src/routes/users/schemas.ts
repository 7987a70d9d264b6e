import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, TEXT_MAX_LENGTH } from 'shared-domain';
import Type, { type Static } from 'typebox';
import { SingleLine } from '../schemas';

export { AuthResponse } from 'shared-domain/wire';

/** Types and lengths only: the rules shared with the signup form run in the handler. */
export const SignupBody = Type.Object({
  user: Type.Object({
    name: SingleLine(TEXT_MAX_LENGTH),
    email: SingleLine(EMAIL_MAX_LENGTH),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
    admin: Type.Optional(Type.Boolean()),
  }),
});
export type SignupBody = Static<typeof SignupBody>;
