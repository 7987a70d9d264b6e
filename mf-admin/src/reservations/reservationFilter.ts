import { isValidISODate, type ReservationStatus } from 'shared-domain';
import type { AdminReservationsQuery } from '../api/adminReservationsRequest';
import { WHOLE_NUMBER } from '../lib/bookingReference';

export type StatusFilter = 'all' | ReservationStatus;

/** The status filter's choices, in the form's order. */
export const STATUS_OPTIONS: readonly StatusFilter[] = [
  'all',
  'confirmed',
  'out',
  'returned',
  'cancelled',
];

/** The filters as the form holds them: '' for "any". */
export interface ReservationFilter {
  /** A motorcycle id, or ''. */
  motorcycleId: string;
  /** `YYYY-MM-DD`, or ''. */
  from: string;
  to: string;
  status: StatusFilter;
  /** A reservation's id, the reference a rider gives at the desk, or ''. */
  reference: string;
  /** The start of the rider's name, email or phone, or ''. */
  rider: string;
}

export const NO_FILTER: ReservationFilter = {
  motorcycleId: '',
  from: '',
  to: '',
  status: 'all',
  reference: '',
  rider: '',
};

/**
 * The most pages a reload or a shared link reads again (1,000 reservations, one request after
 * another); Show more goes on past it.
 */
export const MAX_RESTORED_PAGES = 20;

function isStatus(value: string | null): value is StatusFilter {
  return STATUS_OPTIONS.some((option) => option === value);
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
  const reference = params.get('reference') ?? '';
  return {
    motorcycleId: WHOLE_NUMBER.test(id) ? id : '',
    from: date('from'),
    to: date('to'),
    status: isStatus(status) ? status : 'all',
    reference: WHOLE_NUMBER.test(reference) ? reference : '',
    rider: (params.get('rider') ?? '').trim().slice(0, 100),
  };
}

/**
 * How many pages of the list the address asks for (`&pages=3`, after Show more was pressed
 * twice): 1 when absent or not a whole number from 1.
 */
export function pagesFromSearch(search: string): number {
  const pages = new URLSearchParams(search).get('pages') ?? '';
  return WHOLE_NUMBER.test(pages) ? Number(pages) : 1;
}

/** The api's query for these filters (without the page: the list adds it). */
export function toQuery(filter: ReservationFilter): AdminReservationsQuery {
  const query: AdminReservationsQuery = {};
  if (filter.motorcycleId) query.motorcycle_id = filter.motorcycleId;
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  if (filter.status !== 'all') query.status = filter.status;
  if (filter.reference) query.reference = filter.reference;
  if (filter.rider.trim()) query.rider = filter.rider.trim();
  return query;
}

/**
 * The page address's query string for these filters and the pages shown (`pages` only from the
 * second on): '' for the first page of every reservation.
 */
export function searchOf(filter: ReservationFilter, pages = 1): string {
  const params = new URLSearchParams({ ...toQuery(filter) });
  if (pages > 1) params.set('pages', String(pages));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function isFiltered(filter: ReservationFilter): boolean {
  return searchOf(filter) !== '';
}
