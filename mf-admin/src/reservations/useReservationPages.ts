import { useEffect, useMemo } from 'react';
import { useGetAdminReservationsInfiniteQuery } from './adminReservationsApi';
import type { AdminReservationsQuery } from './reservationFilter';

/**
 * The reservations the filters select, page after page: `wanted` pages come from the address
 * (a reload or a shared link loads them again, one after another), and `more` asks for the next
 * one and counts it in the address.
 */
export function useReservationPages(
  query: AdminReservationsQuery,
  wanted: number,
  showPages: (count: number) => void,
) {
  // Riders book all the time: every visit asks again instead of trusting the cache.
  const list = useGetAdminReservationsInfiniteQuery(query, { refetchOnMountOrArgChange: true });
  const { currentData, hasNextPage, isFetching, isError, fetchNextPage } = list;
  const loaded = currentData?.pages.length ?? 0;

  useEffect(() => {
    // A failed page waits for Retry rather than being asked for again at once.
    if (loaded > 0 && loaded < wanted && hasNextPage && !isFetching && !isError) {
      void fetchNextPage();
    }
  }, [loaded, wanted, hasNextPage, isFetching, isError, fetchNextPage]);

  const rows = useMemo(() => currentData?.pages.flatMap((page) => page.data), [currentData]);

  return {
    list,
    rows,
    more() {
      showPages(loaded + 1);
      void fetchNextPage();
    },
  };
}
