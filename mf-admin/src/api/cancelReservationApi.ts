import type { MessageResponse } from 'shared-domain';
import { ADMIN_RESERVATIONS, adminApi, CASH_UPS, ledgerTag } from './adminApi';

/**
 * DELETE /api/v1/reservations/{id}, which cancels anyone's reservation for an administrator:
 * from the list of all reservations, the desk's reservation dialog and a workshop block's
 * conflicts alike, with the reason told to the rider if one was written. The body `{reason}` goes
 * only with a reason: without one, no body at all, as the original client sends.
 */
export const cancelReservationApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    cancelReservationAsAdmin: build.mutation<MessageResponse, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `/api/v1/reservations/${id}`,
        method: 'DELETE',
        ...(reason?.trim() ? { body: { reason: reason.trim() } } : {}),
      }),
      // Whatever the answer (cancelled, already started, gone), the list on screen is out of
      // date; the rider's own list of this browser too, if it is an administrator's booking;
      // and the ride's money (a cancelled ride costs nothing) with the cash-ups' open balances.
      invalidatesTags: (_data, _error, { id }) => [
        ADMIN_RESERVATIONS,
        { type: 'Reservation', id: 'LIST' },
        ledgerTag(id),
        CASH_UPS,
      ],
    }),
  }),
});

export const { useCancelReservationAsAdminMutation } = cancelReservationApi;
