import type { ApiRequest } from 'shared-auth/boot';
import type { ReservationStatus } from 'shared-domain';

/** The query string of GET /api/v1/admin/reservations: only the filters that are set. */
export interface AdminReservationsQuery {
  motorcycle_id?: string;
  /** `YYYY-MM-DD`: the days the reservation is held. */
  from?: string;
  to?: string;
  status?: ReservationStatus;
  reference?: string;
  rider?: string;
}

/** Reservations a page of the list holds (the api's default page). */
export const PAGE_SIZE = 50;

/**
 * GET /api/v1/admin/reservations: a page of PAGE_SIZE with the filters of `query`, the first
 * (`cursor` null) or the one a page's `next_cursor` names. The endpoint
 * (./adminReservationsApi.ts) and All reservations' early call (../earlyCalls.ts) both ask with
 * it.
 */
export function adminReservationsRequest(
  query: AdminReservationsQuery,
  cursor: string | null,
): ApiRequest {
  return {
    url: '/api/v1/admin/reservations',
    params: { ...query, limit: PAGE_SIZE, ...(cursor === null ? {} : { cursor }) },
  };
}
