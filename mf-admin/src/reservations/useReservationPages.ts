import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetAdminReservationsInfiniteQuery } from '../api/adminReservationsApi';
import {
  MAX_RESTORED_PAGES,
  pagesFromSearch,
  searchOf,
  toQuery,
  type ReservationFilter,
} from './reservationFilter';

/**
 * The reservations the filters select, page after page: `wanted` pages come from the address
 * (a reload or a shared link reads them again, one after another, up to MAX_RESTORED_PAGES), and
 * `more` asks for the next one and counts it in the address. Pages still cached from an earlier
 * visit are read again too, and the address then counts them.
 */
export function useReservationPages(filter: ReservationFilter) {
  // Another page shown only replaces the address (Back leaves the list rather than taking a page
  // away).
  const { search } = useLocation();
  const navigate = useNavigate();
  const wanted = pagesFromSearch(search);
  const showPages = useCallback(
    (count: number) => void navigate({ search: searchOf(filter, count) }, { replace: true }),
    [navigate, filter],
  );
  // Riders book all the time: every visit asks again instead of trusting the cache.
  const list = useGetAdminReservationsInfiniteQuery(toQuery(filter), {
    refetchOnMountOrArgChange: true,
  });
  const { currentData, hasNextPage, isFetching, isError, fetchNextPage } = list;
  const loaded = currentData?.pages.length ?? 0;

  const restore = Math.min(wanted, MAX_RESTORED_PAGES);
  useEffect(() => {
    // A failed page waits for Retry rather than being asked for again at once.
    if (loaded > 0 && loaded < restore && hasNextPage && !isFetching && !isError) {
      void fetchNextPage();
    }
  }, [loaded, restore, hasNextPage, isFetching, isError, fetchNextPage]);

  useEffect(() => {
    if (loaded > wanted) showPages(loaded);
  }, [loaded, wanted, showPages]);

  return {
    list,
    rows: currentData?.pages.flatMap((page) => page.data),
    more() {
      showPages(loaded + 1);
      void fetchNextPage();
    },
  };
}
