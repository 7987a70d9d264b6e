import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  filterFromSearch,
  pagesFromSearch,
  searchOf,
  type ReservationFilter,
} from './reservationFilter';

/**
 * The filters and the number of pages shown live in the page's address, so a reload, a shared
 * link or Back shows the same list. Applying filters is a new history entry and starts at the
 * first page again; another page shown only replaces the address (Back leaves the list rather than
 * taking a page away).
 */
export function useReservationFilter() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const pages = pagesFromSearch(search);
  const apply = (next: ReservationFilter) => navigate({ search: searchOf(next) });
  const showPages = (count: number) =>
    navigate({ search: searchOf(filter, count) }, { replace: true });
  return { filter, pages, apply, showPages };
}
