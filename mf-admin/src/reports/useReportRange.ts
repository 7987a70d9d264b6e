import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rangeFromSearch, searchOf } from './reportRange';
import type { ReportRange } from './reportRequest';

/**
 * The months live in the page's address, so a reload, a shared link or Back shows the same
 * report. Showing other months is a new history entry.
 */
export function useReportRange() {
  const { search } = useLocation();
  const navigate = useNavigate();
  // The default months follow the calendar when the address changes, not on every render.
  const range = useMemo(() => rangeFromSearch(search, new Date()), [search]);
  const show = (next: ReportRange) => navigate({ search: searchOf(next) });
  return { range, show };
}
