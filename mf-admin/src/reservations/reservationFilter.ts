import { isValidISODate, type ReservationStatus } from 'shared-domain';
import type { AdminReservationsQuery } from '../api/adminReservationsRequest';
import { WHOLE_NUMBER } from '../lib/bookingReference';

/** The status filter's choices, in the form's order: '' for every status. */
export const STATUS_OPTIONS = [
  '',
  'confirmed',
  'out',
  'returned',
  'cancelled',
] as const satisfies readonly ('' | ReservationStatus)[];

export type StatusFilter = (typeof STATUS_OPTIONS)[number];

/**
 * The filters as the form holds them, each in the api's name (AdminReservationsQuery), '' for
 * "any": a motorcycle id, the days held (`YYYY-MM-DD`), the status, a reservation's id (the
 * reference a rider gives at the desk), the start of the rider's name, email or phone.
 */
export const NO_FILTER = {
  motorcycle_id: '',
  from: '',
  to: '',
  status: '' as StatusFilter,
  reference: '',
  rider: '',
};

export type ReservationFilter = typeof NO_FILTER;

/**
 * The most pages a reload or a shared link reads again (1,000 reservations, one request after
 * another); Show more goes on past it.
 */
export const MAX_RESTORED_PAGES = 20;

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
  const reference = params.get('reference') ?? '';
  return {
    motorcycle_id: WHOLE_NUMBER.test(id) ? id : '',
    from: date('from'),
    to: date('to'),
    status: STATUS_OPTIONS.find((option) => option === params.get('status')) ?? '',
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

/** The api's query for these filters, only those set (without the page: the list adds it). */
export function toQuery(filter: ReservationFilter): AdminReservationsQuery {
  const set = Object.entries({ ...filter, rider: filter.rider.trim() }).filter(
    ([, value]) => value,
  );
  return Object.fromEntries(set) as AdminReservationsQuery;
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
