import type { FastifyInstance } from 'fastify';
import Type from 'typebox';

/** What a client needs to know before sign-in, e.g. whether to offer the admin checkbox. */
export default async function configRoutes(
  app: FastifyInstance,
  options: { adminSignup: 'open' | 'closed' },
) {
  app.get(
    '/api/v1/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public settings of this server',
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Object({
              adminSignup: Type.Union([Type.Literal('open'), Type.Literal('closed')], {
                description: '`closed`: signup ignores `admin`, every new account is a rider',
              }),
            }),
          }),
        },
      },
    },
    async () => ({ success: true as const, data: { adminSignup: options.adminSignup } }),
  );
}
