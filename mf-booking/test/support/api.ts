// The booking api in tests: the motorcycles, their availability, the rider's reservations paged
// as the real api pages them, and the reserve form's calls.
import { listOf, motorcycle, type ApiHandler } from 'shared-auth/testing';
import type { BusyInterval, Reservation } from 'shared-domain';

export const PRIMAVERA = motorcycle(1, { name: 'Vespa Primavera', bookingPricePerHour: 12.5 });
export const GTS = motorcycle(2, { name: 'Vespa GTS', bookingPricePerHour: 18.5 });
export const MOTORCYCLES = [PRIMAVERA, GTS];

/**
 * An availability answer with these busy intervals, echoing the window asked for, as the api
 * does. For 'GET /api/v1/motorcycles/:id/availability'.
 */
export function availabilityOf(
  busy: Array<Omit<BusyInterval, 'kind'> & Partial<Pick<BusyInterval, 'kind'>>>,
): ApiHandler {
  return ({ params, request }) => {
    const query = new URL(request.url).searchParams;
    return {
      status: 200,
      body: {
        success: true,
        data: {
          motorcycle_id: Number(params.id),
          from: query.get('from'),
          days: Number(query.get('days')),
          // A rider's booking unless the test says otherwise.
          busy: busy.map((interval) => ({ kind: 'booked', ...interval })),
        },
      },
    };
  };
}

export const AVAILABILITY = 'GET /api/v1/motorcycles/:id/availability';

/** Said before Book Now when the chosen time meets a booking of that motorcycle. */
export const TAKEN = 'Taken at that time: choose another time or another Vespa';

/** The api's cursor after a reservation: opaque to the page, which only sends it back. */
export const cursorAfter = (reservation: Reservation) => `after-${reservation.id}`;

/**
 * 'GET /api/v1/reservations' as the api answers it: with `?limit=`, that many of `list()` after
 * `cursor` and the `next_cursor` after them (null on the last page); without, the whole list.
 * `list()` is read at each call (a DELETE may shorten it), in the api's order: upcoming rides
 * soonest first, then earlier rides latest first.
 */
export function reservationPages(list: () => Reservation[]): ApiHandler {
  return ({ url }) => {
    const params = new URL(url).searchParams;
    const rows = list();
    const limit = params.get('limit');
    if (limit === null) return { status: 200, body: { success: true, data: rows } };
    const cursor = params.get('cursor');
    const start = cursor ? rows.findIndex((row) => cursorAfter(row) === cursor) + 1 : 0;
    const data = rows.slice(start, start + Number(limit));
    const more = start + data.length < rows.length;
    return {
      status: 200,
      body: { success: true, data, next_cursor: more ? cursorAfter(data.at(-1)!) : null },
    };
  };
}

/** The reserve form's calls: the motorcycles, each of them free. */
export function formRoutes(extra: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    'GET /api/v1/motorcycles': listOf(MOTORCYCLES),
    [AVAILABILITY]: availabilityOf([]),
    ...extra,
  };
}
