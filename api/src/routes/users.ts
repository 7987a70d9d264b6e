import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  EMAIL_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
  TEXT_MAX_LENGTH,
  visibleLength,
} from 'shared-domain';
import Type from 'typebox';
import { hashPassword } from '../lib/passwords';
import { isEmail, Problems } from '../lib/validation';
import { sendError } from '../plugins/errors';
import { sendRefusal } from '../plugins/rate-limit';
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
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary: 'Sign up (limited per address)',
        description:
          'When the server closes admin signup (`GET /api/v1/config`), `admin` is ignored and every account is a rider.',
        body: SignupBody,
        response: { 201: AuthResponse, ...errorResponses(400, 413, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      // Counted before anything is looked up: every attempt, not only successes, so the
      // "email taken" answer cannot be asked without limit.
      const verdict = await app.limiters.signup(request.ip);
      if (verdict.kind !== 'allowed') {
        return sendRefusal(reply, verdict, {
          limited: 'Too many sign-ups from this address.',
          unavailable: 'Sign-up is unavailable for a moment. Please try again shortly.',
        });
      }

      const problems = new Problems(['name', 'email', 'password', 'admin'], request, '/user');
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const { user: fields } = request.body;
      const name = problems.typed('name') ? fields.name.trim() : '';
      const email = problems.typed('email') ? fields.email.trim().toLowerCase() : '';
      if (problems.typed('name')) {
        problems.check(
          'name',
          visibleLength(name) >= NAME_MIN_LENGTH,
          `Name is too short (minimum is ${NAME_MIN_LENGTH} characters)`,
        );
      }
      if (problems.typed('email') && problems.check('email', isEmail(email), 'Email is invalid')) {
        problems.check('email', !(await emailTaken(app.database.db, email)), EMAIL_TAKEN);
      }
      if (problems.typed('password')) {
        const problem = passwordProblem(fields.password);
        problems.check('password', problem === null, problem ?? '');
      }
      if (!problems.ok) return sendError(reply, 422, problems.messages);

      const user = await insertUser(app.database.db, {
        name,
        email,
        passwordHash: await hashPassword(fields.password),
        admin: options.adminSignup === 'open' && fields.admin === true,
      });
      if (!user) return sendError(reply, 422, [EMAIL_TAKEN]);
      return reply.code(201).send({
        success: true,
        message: 'Account created successfully',
        user,
        token: app.issueToken(user, 0),
      });
    },
  );
}
