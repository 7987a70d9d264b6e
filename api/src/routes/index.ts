import type { FastifyInstance } from 'fastify';
import adminMailRoutes from './admin-mail';
import auditRoutes from './audit';
import calendarRoutes from './calendar';
import configRoutes from './config';
import blockRoutes from './desk/blocks';
import fleetRoutes from './desk/fleet';
import handoverRoutes from './desk/handovers';
import meRoutes from './me';
import motorcycleRoutes from './motorcycles';
import passwordRoutes from './password';
import peopleRoutes from './people';
import reportRoutes from './reports';
import adminReservationRoutes from './reservations/admin';
import bookRoute from './reservations/book';
import cancelRoute from './reservations/cancel';
import listRoute from './reservations/list';
import paymentRoutes from './reservations/payments';
import showRoute from './reservations/show';
import sessionRoutes from './session';
import shopRoutes from './shop';
import twoFactorRoutes from './two-factor';
import userRoutes from './users';

/**
 * Every route of the JSON api, one module per resource (reservations and the shop's desk, one per
 * thing a client does with them), with paths relative to the prefix this is registered under
 * (`/api/v1`, in app.ts). `/health` and `/images/` live outside it. Each module reads the
 * settings it needs from `app.config`.
 */
export default async function apiRoutes(app: FastifyInstance) {
  // A route that signs its caller in (its own hook, or its access's: plugins/access.ts, whose
  // onRoute hook runs first) says so in the OpenAPI document.
  app.addHook('onRoute', (route) => {
    if ([route.onRequest].flat().includes(app.authenticate)) {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    }
  });
  // Each module's routes are listed under its tag in the OpenAPI document.
  for (const [routes, tag] of [
    [configRoutes, 'config'],
    [userRoutes, 'users'],
    [sessionRoutes, 'users'],
    [meRoutes, 'users'],
    [twoFactorRoutes, 'users'],
    [motorcycleRoutes, 'motorcycles'],
    [listRoute, 'reservations'],
    [bookRoute, 'reservations'],
    [cancelRoute, 'reservations'],
    [showRoute, 'reservations'],
    [paymentRoutes, 'reservations'],
    [adminReservationRoutes, 'reservations'],
    [blockRoutes, 'desk'],
    [handoverRoutes, 'desk'],
    [fleetRoutes, 'desk'],
    [reportRoutes, 'reports'],
    [calendarRoutes, 'calendar'],
    [passwordRoutes, 'users'],
    [adminMailRoutes, 'users'],
    [shopRoutes, 'shop'],
    [peopleRoutes, 'users'],
    [auditRoutes, 'users'],
  ] as const) {
    await app.register(async (tagged) => {
      tagged.addHook('onRoute', (route) => {
        route.schema = { tags: [tag], ...route.schema };
      });
      await tagged.register(routes);
    });
  }
  // The OpenAPI document that plugins/openapi.ts collects from every route's schema.
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
