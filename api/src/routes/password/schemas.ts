import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from 'shared-domain';
import Type from 'typebox';
import { SingleLine } from 'shared-domain/wire';

/** Types and lengths only: the email and password rules shared with signup run in the handler. */
export const ForgotBody = Type.Object({
  email: SingleLine(EMAIL_MAX_LENGTH),
});

/** Twice the length of the tokens this api writes (43 characters). */
const TOKEN_MAX_LENGTH = 100;

export const ResetBody = Type.Object({
  token: Type.String({
    maxLength: TOKEN_MAX_LENGTH,
    description: 'The `token` of the mailed link',
  }),
  password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
});
