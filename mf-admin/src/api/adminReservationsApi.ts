import type { AdminReservation, PageResponse } from 'shared-domain';
import { ADMIN_RESERVATIONS, adminApi } from './adminApi';
import { cursorPages } from './cursorPages';
import { ADMIN_RESERVATIONS_URL, type AdminReservationsQuery } from './adminReservationsRequest';

/**
 * The administrators' schedule of the fleet: GET /api/v1/admin/reservations with its filters, a
 * page at a time (each page's `next_cursor` asks for the one after it), which All reservations
 * lists and Today's search finds rides in; a cancel (./cancelReservationApi.ts) refreshes it. The
 * names are this remote's own, so they never meet an endpoint another remote injects into the
 * same client.
 */
export const adminReservationsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminReservations: build.infiniteQuery<
      PageResponse<AdminReservation>,
      AdminReservationsQuery,
      string | null
    >({
      ...cursorPages(ADMIN_RESERVATIONS_URL),
      // A refresh (after a cancel) asks again for every page shown, from the first.
      providesTags: [ADMIN_RESERVATIONS],
    }),
  }),
});

export const { useGetAdminReservationsInfiniteQuery } = adminReservationsApi;
