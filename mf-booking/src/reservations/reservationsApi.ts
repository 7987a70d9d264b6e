import type { ListResponse, Reservation } from 'shared-domain';
import { bookingApi } from '../ui/bookingApi';

/** GET /api/v1/reservations: the signed-in rider's own bookings. */
export const reservationsApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    getReservations: build.query<Reservation[], void>({
      query: () => '/api/v1/reservations',
      transformResponse: (response: ListResponse<Reservation>) => response.data,
      providesTags: (list) => [
        { type: 'Reservation' as const, id: 'LIST' },
        ...(list ?? []).map(({ id }) => ({ type: 'Reservation' as const, id })),
      ],
    }),
  }),
});

export const { useGetReservationsQuery } = reservationsApi;
