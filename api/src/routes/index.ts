import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import adminMailRoutes from './admin-mail';
import auditRoutes from './audit';
import calendarRoutes from './calendar';
import configRoutes from './config';
import deskRoutes from './desk';
import meRoutes from './me';
import motorcycleRoutes from './motorcycles';
import openapiRoutes from './openapi';
import passwordRoutes from './password';
import peopleRoutes from './people';
import reportRoutes from './reports';
import reservationRoutes from './reservations';
import sessionRoutes from './session';
import shopRoutes from './shop';
import twoFactorRoutes from './two-factor';
import userRoutes from './users';

/**
 * Every route of the JSON api, one module per resource, with paths relative to the prefix this is
 * registered under (`/api/v1`, in app.ts). `/health` and `/images/` live outside it.
 */
export default async function apiRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  // A route that signs its caller in (its own hook, or its access's: plugins/access.ts, whose
  // onRoute hook runs first) says so in the OpenAPI document.
  app.addHook('onRoute', (route) => {
    if ([route.onRequest].flat().includes(app.authenticate)) {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    }
  });
  const clock = { now: config.now, shopTimeZone: config.shopTimeZone };
  await app.register(configRoutes, {
    adminSignup: config.adminSignup,
    shopTimeZone: config.shopTimeZone,
    shopCurrency: config.shopCurrency,
    staffTwoFactor: config.staffTwoFactor,
  });
  await app.register(userRoutes, { adminSignup: config.adminSignup });
  await app.register(sessionRoutes);
  await app.register(meRoutes, clock);
  await app.register(twoFactorRoutes, { now: config.now, key: config.twoFactorKey });
  await app.register(motorcycleRoutes, clock);
  await app.register(reservationRoutes, {
    ...clock,
    limits: config.rateLimits,
    publicUrl: config.publicUrl,
  });
  await app.register(deskRoutes, clock);
  await app.register(reportRoutes, { ...clock, shopCurrency: config.shopCurrency });
  await app.register(calendarRoutes, {
    ...clock,
    shopCurrency: config.shopCurrency,
    publicApiUrl: config.publicApiUrl,
    limits: config.rateLimits,
  });
  await app.register(passwordRoutes, { now: config.now, publicUrl: config.publicUrl });
  await app.register(adminMailRoutes, { now: config.now });
  await app.register(shopRoutes, {
    now: config.now,
    shopTimeZone: config.shopTimeZone,
    shopCurrency: config.shopCurrency,
  });
  await app.register(peopleRoutes, { ...clock, publicUrl: config.publicUrl });
  await app.register(auditRoutes);
  await app.register(openapiRoutes);
}
