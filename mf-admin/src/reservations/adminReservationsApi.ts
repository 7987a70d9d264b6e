import type { AdminReservation, ListResponse, MessageResponse } from 'shared-domain';
import { ADMIN_RESERVATIONS, adminApi } from '../ui/adminApi';
import type { AdminReservationsQuery } from './reservationFilter';

/**
 * The administrators' schedule of the fleet: GET /api/v1/admin/reservations with its filters,
 * and DELETE /api/v1/reservations/{id}, which cancels anyone's reservation for an administrator.
 * The names are this remote's own, so they never meet an endpoint another remote injects into
 * the same client.
 */
export const adminReservationsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminReservations: build.query<AdminReservation[], AdminReservationsQuery>({
      query: (params) => ({ url: '/api/v1/admin/reservations', params }),
      transformResponse: (response: ListResponse<AdminReservation>) => response.data,
      providesTags: [ADMIN_RESERVATIONS],
    }),
    cancelReservationAsAdmin: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/api/v1/reservations/${id}`, method: 'DELETE' }),
      // Whatever the answer (cancelled, already started, gone), the list on screen is out of
      // date; the rider's own list of this browser too, if it is an administrator's booking.
      invalidatesTags: [ADMIN_RESERVATIONS, { type: 'Reservation', id: 'LIST' }],
    }),
  }),
});

export const { useGetAdminReservationsQuery, useCancelReservationAsAdminMutation } =
  adminReservationsApi;
