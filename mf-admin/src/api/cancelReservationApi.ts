import type { MessageResponse } from 'shared-domain';
import { ADMIN_RESERVATIONS, adminApi } from './adminApi';

/**
 * DELETE /api/v1/reservations/{id}, which cancels anyone's reservation for an administrator:
 * from the list of all reservations, the desk's reservation dialog and a workshop block's
 * conflicts alike.
 */
export const cancelReservationApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    cancelReservationAsAdmin: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/api/v1/reservations/${id}`, method: 'DELETE' }),
      // Whatever the answer (cancelled, already started, gone), the list on screen is out of
      // date; the rider's own list of this browser too, if it is an administrator's booking.
      invalidatesTags: [ADMIN_RESERVATIONS, { type: 'Reservation', id: 'LIST' }],
    }),
  }),
});

export const { useCancelReservationAsAdminMutation } = cancelReservationApi;
