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

/**
 * The list's address: its endpoint (./adminReservationsApi.ts) and All reservations' early call
 * (../earlyCalls.ts) both ask it for pages (./cursorPages.ts).
 */
export const ADMIN_RESERVATIONS_URL = '/api/v1/admin/reservations';
