import { MAX_UPCOMING_RESERVATIONS, type PageResponse, type Reservation } from 'shared-domain';
import { bookingApi } from '../ui/bookingApi';

/**
 * A page holds as many rides as a rider may hold that have not ended, so the first page has
 * every upcoming one: the pages after it are earlier rides only.
 */
export const PAGE_SIZE = MAX_UPCOMING_RESERVATIONS;

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
      query: ({ pageParam }) => ({
        url: '/api/v1/reservations',
        params: pageParam === null ? { limit: PAGE_SIZE } : { limit: PAGE_SIZE, cursor: pageParam },
      }),
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
