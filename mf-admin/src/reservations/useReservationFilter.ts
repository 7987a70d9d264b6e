import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { filterFromSearch, searchOf, type ReservationFilter } from './reservationFilter';

/**
 * The filters live in the page's address, so a reload, a shared link or Back shows the same
 * list. Applying filters is a new history entry.
 */
export function useReservationFilter() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const apply = (next: ReservationFilter) => navigate({ search: searchOf(next) });
  return { filter, apply };
}
