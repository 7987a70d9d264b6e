import type { PageResponse, Reservation } from 'shared-domain';
import { bookingApi } from '../api/bookingApi';
import { reservationsRequest } from '../api/reservationsRequest';

/**
 * GET /api/v1/reservations/?limit=: the signed-in rider's own bookings a page at a time, upcoming
 * first (soonest first), then earlier rides (latest first); each page's `next_cursor` asks for
 * the one after it.
 */
export const reservationsApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    getReservations: build.infiniteQuery<PageResponse<Reservation>, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      query: ({ pageParam }) => reservationsRequest(pageParam),
      // A booking or a cancellation asks again for every page shown, from the first.
      providesTags: (list) => [
        { type: 'Reservation' as const, id: 'LIST' },
        ...(list?.pages ?? []).flatMap((page) =>
          page.data.map(({ id }) => ({ type: 'Reservation' as const, id })),
        ),
      ],
    }),
  }),
});

export const { useGetReservationsInfiniteQuery } = reservationsApi;

/** The list's cache as it is, without asking the api. */
export const useReservationsState = reservationsApi.endpoints.getReservations.useInfiniteQueryState;
