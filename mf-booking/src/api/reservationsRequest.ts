import type { ApiRequest } from 'shared-auth/boot';
import { MAX_UPCOMING_RESERVATIONS } from 'shared-domain';

/**
 * A page holds as many rides as a rider may hold that have not ended, so the first page has
 * every upcoming one: the pages after it are earlier rides only.
 */
export const PAGE_SIZE = MAX_UPCOMING_RESERVATIONS;

/**
 * GET /api/v1/reservations/?limit=: a page of the signed-in rider's own bookings, the first
 * (`cursor` null) or the one a page's `next_cursor` names. My reservations' endpoint, its page's
 * early call (../earlyCalls.ts) and the confirmation's upcoming rides all ask with it.
 */
export function reservationsRequest(cursor: string | null): ApiRequest {
  return {
    url: '/api/v1/reservations',
    params: cursor === null ? { limit: PAGE_SIZE } : { limit: PAGE_SIZE, cursor },
  };
}
