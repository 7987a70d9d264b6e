import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../lib/error-reply';
import type en from '../locales/en/api.json';
import { currentUser } from './auth';

/**
 * The areas of the staff's and owners' calls, by their 403 sentences in the catalogue: what a
 * rider reads (`adminOnly`), and for an owner's call what staff read (`ownerOnly`) (api/README.md,
 * "Roles").
 */
type Area = keyof (typeof en)['adminOnly'];
type OwnerArea = keyof (typeof en)['ownerOnly'];

/**
 * Who may call a route beyond a signed-in rider, declared in its config (`config: { access }`):
 * the least role, and the area whose sentences refuse the others. Every route under /admin/
 * declares one (test/routes/staff/roles.test.ts).
 */
export type Access = { role: 'staff'; area: Area } | { role: 'owner'; area: OwnerArea };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

const gate =
  (access: Access): onRequestHookHandler =>
  async (request, reply) => {
    const { role } = currentUser(request);
    if (role === 'rider') return sendError(reply, 403, request.t(`adminOnly.${access.area}`));
    if (access.role === 'owner' && role !== 'owner') {
      return sendError(reply, 403, request.t(`ownerOnly.${access.area}`));
    }
  };

/**
 * Roles (api/README.md, "Roles"): a route that declares its access is authenticated and then
 * checked against the caller's role, before its own hooks and before its body is read.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!access) return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [app.authenticate, gate(access), ...own];
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
