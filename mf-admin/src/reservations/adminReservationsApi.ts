import type { AdminReservation, MessageResponse, PageResponse } from 'shared-domain';
import { ADMIN_RESERVATIONS, adminApi } from '../ui/adminApi';
import { adminReservationsRequest } from './adminReservationsRequest';
import type { AdminReservationsQuery } from './reservationFilter';

/**
 * The administrators' schedule of the fleet: GET /api/v1/admin/reservations with its filters, one
 * page of PAGE_SIZE at a time (each page's `next_cursor` asks for the one after it), and
 * DELETE /api/v1/reservations/{id}, which cancels anyone's reservation for an administrator. The
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
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      query: ({ queryArg, pageParam }) => adminReservationsRequest(queryArg, pageParam),
      // A refresh (after a cancel) asks again for every page shown, from the first.
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

export const { useGetAdminReservationsInfiniteQuery, useCancelReservationAsAdminMutation } =
  adminReservationsApi;

/** The list's cache as it is, without asking the api (the page reads the deleted motorcycle's name). */
export const useAdminReservationsState =
  adminReservationsApi.endpoints.getAdminReservations.useInfiniteQueryState;
