import type { ApiRequest } from 'shared-auth/boot';

/** The window GET /api/v1/admin/fleet is asked for: `from` `YYYY-MM-DD`, 1 to 31 days. */
export interface FleetQuery {
  from: string;
  days: number;
}

/**
 * GET /api/v1/admin/fleet for a window; the desk's endpoint and the pages' early calls
 * (../earlyCalls.ts) both ask with it, its parameters always in the same order.
 */
export function fleetRequest({ from, days }: FleetQuery): ApiRequest {
  return { url: '/api/v1/admin/fleet', params: { from, days } };
}

/** As many as a 200-scooter fleet can have out at once: the api's largest page. */
const OUT_LIMIT = 200;

/**
 * Every scooter out now, whenever its ride began (GET /api/v1/admin/reservations?status=out): a
 * return overdue since last week is still the desk's business today, though it lies outside
 * today's window of the fleet.
 */
export function outReservationsRequest(): ApiRequest {
  return { url: '/api/v1/admin/reservations', params: { status: 'out', limit: OUT_LIMIT } };
}
