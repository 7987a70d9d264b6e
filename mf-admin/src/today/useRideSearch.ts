import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetAdminReservationsInfiniteQuery } from '../api/adminReservationsApi';
import { DESK_FRESHNESS } from '../desk/useDeskFreshness';
import { mergeRides, rideSearchQueries } from './rideSearch';

/**
 * The rides Today's search finds for `words` (trimmed; '' finds nothing) on the shop's `today`:
 * All reservations' endpoint asked by reference and by rider (./rideSearch.ts), fresh as the
 * desk's lists are (a hand-over anywhere in this remote, another desk's within 15 s).
 */
export function useRideSearch(words: string, today: string) {
  const queries = rideSearchQueries(words, today);
  const reference = useGetAdminReservationsInfiniteQuery(
    queries.reference ?? skipToken,
    DESK_FRESHNESS,
  );
  // The only answer that may hold more than a page: Show more asks for the next.
  const held = useGetAdminReservationsInfiniteQuery(queries.held ?? skipToken, DESK_FRESHNESS);
  const out = useGetAdminReservationsInfiniteQuery(queries.out ?? skipToken, DESK_FRESHNESS);
  const asked = [
    [queries.reference, reference],
    [queries.held, held],
    [queries.out, out],
  ] as const;
  const lists = asked.filter(([query]) => query !== null).map(([, list]) => list);
  const answers = lists.map((list) => list.currentData?.pages.flatMap((page) => page.data));
  // A page that failed after the first has its own Retry, under the rows (shared-ui's ShowMore).
  const failed = lists.filter(
    (list) => list.isError && !list.isFetching && !list.isFetchNextPageError,
  );
  const answered = lists.length > 0 && answers.every((answer) => answer !== undefined);
  return {
    /** Every ride found, once every question has its answer; undefined till then. */
    rides: answered ? mergeRides(answers.filter((answer) => answer !== undefined)) : undefined,
    pending: lists.length > 0 && !answered && failed.length === 0,
    failed: failed.length > 0,
    retry: () => failed.forEach((list) => void list.refetch()),
    held,
  };
}

export type RideSearch = ReturnType<typeof useRideSearch>;
