import type { MessageResponse, Reservation } from 'shared-domain';
import { availabilityTag } from '../api/bookingApi';
import { reservationsApi } from './reservationsApi';

/** What a cancellation needs: the reservation, and its motorcycle whose time it frees. */
export type CancelRequest = Pick<Reservation, 'id' | 'motorcycle_id'>;

/**
 * DELETE /api/v1/reservations/{id}: cancels a reservation that has not started. On success, or
 * a 404 (it is already gone), the row leaves the cached list at once, before the list is asked
 * again; the motorcycle's availability is asked again too, so the freed time can be booked.
 */
export const cancelReservationApi = reservationsApi.injectEndpoints({
  endpoints: (build) => ({
    cancelReservation: build.mutation<MessageResponse, CancelRequest>({
      query: ({ id }) => ({ url: `/api/v1/reservations/${id}`, method: 'DELETE' }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const drop = () =>
          dispatch(
            reservationsApi.util.updateQueryData('getReservations', undefined, (list) => {
              for (const page of list.pages) {
                page.data = page.data.filter((reservation) => reservation.id !== id);
              }
            }),
          );
        try {
          await queryFulfilled;
          drop();
        } catch (failure) {
          if (isGone(failure)) drop();
        }
      },
      invalidatesTags: (_result, _error, { id, motorcycle_id }) => [
        { type: 'Reservation', id: 'LIST' },
        { type: 'Reservation', id },
        availabilityTag(motorcycle_id),
      ],
    }),
  }),
});

/** Whether a failed cancellation (RTK Query's `{ error }`) says the reservation is gone (404). */
export const isGone = (failure: unknown) =>
  (failure as { error?: { status?: unknown } } | null | undefined)?.error?.status === 404;

export const { useCancelReservationMutation } = cancelReservationApi;
