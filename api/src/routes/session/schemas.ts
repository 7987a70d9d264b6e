import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from 'shared-domain';
import Type from 'typebox';
import { SingleLine } from '../schemas';

export const LoginBody = Type.Object({
  user: Type.Object({
    email: SingleLine(EMAIL_MAX_LENGTH),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  }),
});
