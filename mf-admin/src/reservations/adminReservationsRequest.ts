import type { ApiRequest } from 'shared-auth/boot';
import { PAGE_SIZE, type AdminReservationsQuery } from './reservationFilter';

/**
 * GET /api/v1/admin/reservations: a page of PAGE_SIZE with the filters of `query`, the first
 * (`cursor` null) or the one a page's `next_cursor` names. The list's endpoint and the page's
 * early call (../earlyCalls.ts) both ask with it.
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
