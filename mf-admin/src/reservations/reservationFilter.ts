import { isValidISODate, type ReservationStatus } from 'shared-domain';

export type StatusFilter = 'all' | ReservationStatus;

export const STATUS_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'out', label: 'Out' },
  { value: 'returned', label: 'Returned' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** The filters as the form holds them: '' for "any". */
export interface ReservationFilter {
  /** A motorcycle id, or ''. */
  motorcycleId: string;
  /** `YYYY-MM-DD`, or ''. */
  from: string;
  to: string;
  status: StatusFilter;
}

export const NO_FILTER: ReservationFilter = { motorcycleId: '', from: '', to: '', status: 'all' };

/** The query string of GET /api/v1/admin/reservations: only the filters that are set. */
export interface AdminReservationsQuery {
  motorcycle_id?: string;
  from?: string;
  to?: string;
  status?: ReservationStatus;
}

const ID = /^[1-9]\d*$/;

function isStatus(value: string | null): value is StatusFilter {
  return STATUS_OPTIONS.some((option) => option.value === value);
}

/**
 * The filters a page address asks for (`?motorcycle_id=3&from=…&to=…&status=…`, the api's own
 * names). A value the form could not show (an unknown status, a date that is not one) is left
 * out, so the list never answers a question the form does not display.
 */
export function filterFromSearch(search: string): ReservationFilter {
  const params = new URLSearchParams(search);
  const id = params.get('motorcycle_id') ?? '';
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isValidISODate(value) ? value : '';
  };
  const status = params.get('status');
  return {
    motorcycleId: ID.test(id) ? id : '',
    from: date('from'),
    to: date('to'),
    status: isStatus(status) ? status : 'all',
  };
}

/** The api's query for these filters; also the page's own query string. */
export function toQuery(filter: ReservationFilter): AdminReservationsQuery {
  const query: AdminReservationsQuery = {};
  if (filter.motorcycleId) query.motorcycle_id = filter.motorcycleId;
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  if (filter.status !== 'all') query.status = filter.status;
  return query;
}

/** The page address's query string for these filters: '' when none is set. */
export function searchOf(filter: ReservationFilter): string {
  const text = new URLSearchParams({ ...toQuery(filter) }).toString();
  return text ? `?${text}` : '';
}

export function isFiltered(filter: ReservationFilter): boolean {
  return searchOf(filter) !== '';
}
