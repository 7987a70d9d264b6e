import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../lib/error-reply';
import { currentUser } from './auth';

/**
 * The 403 sentences of the staff's and owners' calls, by area: what a rider reads, and for an
 * owner's call what staff read (api/README.md, "Roles").
 */
const REFUSALS = {
  reservations: { rider: 'adminOnly.reservations' },
  fleet: { rider: 'adminOnly.fleet' },
  handovers: { rider: 'adminOnly.handovers' },
  workshop: { rider: 'adminOnly.workshop' },
  payments: { rider: 'adminOnly.payments' },
  cash: { rider: 'adminOnly.cash' },
  motorcycles: { rider: 'adminOnly.motorcycles', staff: 'ownerOnly.motorcycles' },
  edit: { rider: 'adminOnly.edit', staff: 'ownerOnly.edit' },
  reports: { rider: 'adminOnly.reports', staff: 'ownerOnly.reports' },
  mail: { rider: 'adminOnly.mail', staff: 'ownerOnly.mail' },
  shop: { rider: 'adminOnly.shop', staff: 'ownerOnly.shop' },
  people: { rider: 'adminOnly.people', staff: 'ownerOnly.people' },
  riders: { rider: 'adminOnly.riders' },
  staff: { rider: 'adminOnly.staff', staff: 'ownerOnly.staff' },
  audit: { rider: 'adminOnly.audit', staff: 'ownerOnly.audit' },
} as const;

type Area = keyof typeof REFUSALS;
type OwnerArea = { [A in Area]: (typeof REFUSALS)[A] extends { staff: string } ? A : never }[Area];

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
    if (role === 'rider') return sendError(reply, 403, request.t(REFUSALS[access.area].rider));
    if (access.role === 'owner' && role !== 'owner') {
      return sendError(reply, 403, request.t(REFUSALS[access.area].staff));
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
