import { skipToken } from '@reduxjs/toolkit/query/react';
import { addDaysISO, bookingInterval, type AdminReservation } from 'shared-domain';
import { useGetAdminReservationsInfiniteQuery } from '../api/adminReservationsApi';
import { DESK_FRESHNESS } from '../desk/useDeskFreshness';
import { LARGEST_REFERENCE, referenceIn } from '../lib/bookingReference';

const startOf = (ride: AdminReservation) => bookingInterval(ride.date, ride.duration)?.start ?? 0;

/**
 * The rides Today's search finds for `words` (trimmed; '' finds nothing) on the shop's `today`
 * (`YYYY-MM-DD`): All reservations' endpoint asked by reference and by rider, fresh as the desk's
 * lists are (a hand-over anywhere in this remote, another desk's within 15 s). A number may be a
 * reference or the start of a phone, so it is asked as both.
 */
export function useRideSearch(words: string, today: string) {
  const number = referenceIn(words);
  // The ride whose reference was typed, whatever its day. A longer number is no reference (the
  // api would refuse it): a phone's start.
  const reference = useGetAdminReservationsInfiniteQuery(
    number && Number(number) <= LARGEST_REFERENCE ? { reference: number } : skipToken,
    DESK_FRESHNESS,
  );
  // The rider's rides held from yesterday on: a rider may come a day late, or early. The only
  // answer that may hold more than a page: Show more asks for the next.
  const held = useGetAdminReservationsInfiniteQuery(
    words ? { rider: words, from: addDaysISO(today, -1) ?? today } : skipToken,
    DESK_FRESHNESS,
  );
  // The rider's rides out now, also one due back before yesterday (which `held` misses).
  const out = useGetAdminReservationsInfiniteQuery(
    words ? { rider: words, status: 'out' } : skipToken,
    DESK_FRESHNESS,
  );
  // The questions asked: one skipped stays uninitialized.
  const lists = [reference, held, out].filter((list) => !list.isUninitialized);
  const answers = lists.map((list) => list.currentData?.pages.flatMap((page) => page.data));
  // A page that failed after the first has its own Retry, under the rows (shared-ui's ShowMore).
  const failed = lists.filter(
    (list) => list.isError && !list.isFetching && !list.isFetchNextPageError,
  );
  const answered = lists.length > 0 && answers.every((answer) => answer !== undefined);
  // Each ride once, by start and then id (the api's own order).
  const byId = new Map(answers.flatMap((answer) => answer ?? []).map((ride) => [ride.id, ride]));
  return {
    /** Every ride found, once every question has its answer; undefined till then. */
    rides: answered
      ? [...byId.values()].sort((a, b) => startOf(a) - startOf(b) || a.id - b.id)
      : undefined,
    pending: lists.length > 0 && !answered && failed.length === 0,
    failed: failed.length > 0,
    retry: () => failed.forEach((list) => void list.refetch()),
    held,
  };
}

export type RideSearch = ReturnType<typeof useRideSearch>;
