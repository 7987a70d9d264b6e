import { MAX_UPCOMING_RESERVATIONS, type PageResponse, type Reservation } from 'shared-domain';
import { bookingApi } from '../api/bookingApi';

/**
 * The rider's upcoming rides: the first page of GET /api/v1/reservations, which holds every ride
 * that has not ended (a rider holds at most MAX_UPCOMING_RESERVATIONS), so a booking just made is
 * in it. The confirmation page finds its reservation there.
 */
export const confirmationApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    getUpcomingReservations: build.query<Reservation[], void>({
      query: () => ({
        url: '/api/v1/reservations',
        params: { limit: MAX_UPCOMING_RESERVATIONS },
      }),
      transformResponse: (response: PageResponse<Reservation>) => response.data,
      providesTags: [{ type: 'Reservation', id: 'LIST' }],
    }),
  }),
});

export const { useGetUpcomingReservationsQuery } = confirmationApi;
