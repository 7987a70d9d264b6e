import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from 'shared-domain';
import Type from 'typebox';
import { UNKNOWN_USER_HASH, verifyPassword } from '../lib/passwords';
import { sendError } from '../plugins/errors';
import { findUserForLogin } from '../repositories/users';
import { errorResponses, SingleLine } from './schemas';
import { AuthResponse } from './users';

const LoginBody = Type.Object({
  user: Type.Object({
    email: SingleLine(EMAIL_MAX_LENGTH),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  }),
});

export default async function loginRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/v1/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Log in',
        body: LoginBody,
        response: { 200: AuthResponse, ...errorResponses(400, 401, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.user.email.trim().toLowerCase();
      const blockedMs = await app.loginLimiter.blockedFor(request.ip, email);
      if (blockedMs > 0) {
        const minutes = Math.ceil(blockedMs / 60_000);
        reply.header('retry-after', Math.ceil(blockedMs / 1000));
        return sendError(
          reply,
          429,
          `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }

      const found = await findUserForLogin(app.database.db, email);
      // Hash even for an unknown email, so response times do not reveal which emails exist.
      const valid = await verifyPassword(
        request.body.user.password,
        found?.passwordHash ?? UNKNOWN_USER_HASH,
      );
      if (!found || !valid) {
        await app.loginLimiter.recordFailure(request.ip, email);
        return sendError(reply, 401, 'Invalid email or password');
      }
      return {
        success: true as const,
        message: 'Logged in successfully',
        user: found.user,
        token: app.issueToken(found.user),
      };
    },
  );
}
