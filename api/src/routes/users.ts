import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  EMAIL_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
} from 'shared-domain';
import Type from 'typebox';
import { hashPassword } from '../lib/passwords';
import { isEmail, Problems } from '../lib/validation';
import { sendError } from '../plugins/errors';
import { emailTaken, insertUser } from '../repositories/users';
import { errorResponses, SingleLine, UserResponse } from './schemas';

const SignupBody = Type.Object({
  user: Type.Object({
    name: SingleLine(TEXT_MAX_LENGTH),
    email: SingleLine(EMAIL_MAX_LENGTH),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
    admin: Type.Optional(Type.Boolean()),
  }),
});

export const AuthResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  user: UserResponse,
  token: Type.String({ description: 'JWT for the Authorization: Bearer header' }),
});

const EMAIL_TAKEN = 'Email has already been taken';

export default async function userRoutes(
  app: FastifyInstance,
  options: { adminSignup: 'open' | 'closed' },
) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/v1/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign up',
        body: SignupBody,
        response: { 201: AuthResponse, ...errorResponses(400, 413, 422) },
      },
    },
    async (request, reply) => {
      const name = request.body.user.name.trim();
      const email = request.body.user.email.trim().toLowerCase();
      const { password } = request.body.user;

      const problems = new Problems();
      problems.check(
        name.length >= NAME_MIN_LENGTH,
        `Name is too short (minimum is ${NAME_MIN_LENGTH} characters)`,
      );
      if (problems.check(isEmail(email), 'Email is invalid')) {
        problems.check(!(await emailTaken(app.database.db, email)), EMAIL_TAKEN);
      }
      problems.check(
        password.length >= PASSWORD_MIN_LENGTH,
        `Password is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`,
      );
      if (!problems.ok) return sendError(reply, 422, problems.messages);

      const user = await insertUser(app.database.db, {
        name,
        email,
        passwordHash: await hashPassword(password),
        admin: options.adminSignup === 'open' && request.body.user.admin === true,
      });
      if (!user) return sendError(reply, 422, [EMAIL_TAKEN]);
      return reply.code(201).send({
        success: true,
        message: 'Account created successfully',
        user,
        token: app.issueToken(user),
      });
    },
  );
}
