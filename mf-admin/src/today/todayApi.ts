import type { AdminReservation, ListResponse } from 'shared-domain';
import { outReservationsRequest } from '../desk/deskRequests';
import { ADMIN_RESERVATIONS, adminApi } from '../api/adminApi';

/** Every scooter out now (../desk/deskRequests.ts), for the desk's Today. */
export const todayApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getOutReservations: build.query<AdminReservation[], void>({
      query: outReservationsRequest,
      transformResponse: (response: ListResponse<AdminReservation>) => response.data,
      providesTags: [ADMIN_RESERVATIONS],
    }),
  }),
});

export const { useGetOutReservationsQuery } = todayApi;
