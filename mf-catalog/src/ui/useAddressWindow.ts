import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useShopTimeZone } from 'shared-auth/api';
import { searchableWindow, windowFromSearch, windowSearch } from '../lib/timeWindow';

/**
 * The window the page's address names (`?from=…&to=…`), for the carousel and the detail page:
 * `named` as written (the form shows it, and what is wrong with it), `usable` when the api may be
 * asked about it on the shop's clock, and `search`, the query that keeps it in a link.
 */
export function useAddressWindow() {
  const { search } = useLocation();
  const timeZone = useShopTimeZone();
  return useMemo(() => {
    const named = windowFromSearch(search);
    return {
      named,
      usable: searchableWindow(search, new Date(), timeZone),
      search: windowSearch(named),
    };
  }, [search, timeZone]);
}
