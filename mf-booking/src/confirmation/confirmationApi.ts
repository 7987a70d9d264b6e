import {
  MAX_UPCOMING_RESERVATIONS,
  type AdminReservation,
  type PageResponse,
  type Reservation,
} from 'shared-domain';
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
    // A walk-in booking is the rider's, not among the desk's own rides: the desk reads it by its
    // reference (GET /api/v1/admin/reservations, staff and owner), with whom it is for.
    getWalkInReservation: build.query<AdminReservation | null, number>({
      query: (id) => ({ url: '/api/v1/admin/reservations', params: { reference: id } }),
      transformResponse: (response: PageResponse<AdminReservation>) => response.data[0] ?? null,
      providesTags: [{ type: 'Reservation', id: 'LIST' }],
    }),
  }),
});

export const { useGetUpcomingReservationsQuery, useGetWalkInReservationQuery } = confirmationApi;
