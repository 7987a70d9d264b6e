import type { AdminReservation, ListResponse } from 'shared-domain';
import { ADMIN_RESERVATIONS, adminApi } from '../ui/adminApi';

/** As many as a 200-scooter fleet can have out at once: the api's largest page. */
const OUT_LIMIT = 200;

/**
 * Every scooter out now, whenever its ride began (GET /api/v1/admin/reservations?status=out): a
 * return overdue since last week is still the desk's business today, though it lies outside
 * today's window of the fleet.
 */
export const todayApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getOutReservations: build.query<AdminReservation[], void>({
      query: () => ({
        url: '/api/v1/admin/reservations',
        params: { status: 'out', limit: OUT_LIMIT },
      }),
      transformResponse: (response: ListResponse<AdminReservation>) => response.data,
      providesTags: [ADMIN_RESERVATIONS],
    }),
  }),
});

export const { useGetOutReservationsQuery } = todayApi;
