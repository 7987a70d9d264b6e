import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { DataResponse } from './schemas';

/**
 * What a client needs to know about this server: before sign-in, whether to offer the admin
 * checkbox; for bookings, the shop's time zone; for prices, the shop's currency; for the account
 * page, whether staff must keep two-factor sign-in on.
 */
export default async function configRoutes(app: FastifyInstance) {
  const { adminSignup, shopTimeZone, shopCurrency, staffTwoFactor } = app.config;
  app.get(
    '/config',
    {
      schema: {
        summary: 'Public settings of this server',
        response: {
          200: DataResponse(
            Type.Object({
              adminSignup: Type.Union([Type.Literal('open'), Type.Literal('closed')], {
                description: '`closed`: signup ignores `admin`, every new account is a rider',
              }),
              shopTimeZone: Type.String({
                description:
                  "The shop's IANA time zone: booking times are its wall-clock times, and today, now and started are read on its clock",
                examples: ['Europe/Rome'],
              }),
              shopCurrency: Type.String({
                description: "The shop's currency, ISO 4217: every price and total is in it",
                examples: ['USD'],
              }),
              staffTwoFactor: Type.Union([Type.Literal('optional'), Type.Literal('required')], {
                description:
                  '`required`: staff and owners set up two-factor sign-in and cannot turn it off',
              }),
            }),
          ),
        },
      },
    },
    async () => ({
      success: true as const,
      data: { adminSignup, shopTimeZone, shopCurrency, staffTwoFactor },
    }),
  );
}
