// The booking api in tests: the motorcycles, their availability, the rider's reservations paged
// as the real api pages them, the reserve form's calls, and the people the desk books for.
import { listOf, motorcycle, type ApiHandler } from 'shared-auth/testing';
import type {
  BusyInterval,
  LedgerLine,
  Person,
  Reservation,
  ReservationMoney,
} from 'shared-domain';

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

/** A ride's money as GET /api/v1/reservations/:id answers it (the confirmation page reads it). */
export const RIDE_MONEY = 'GET /api/v1/reservations/:id';

/** RIDE_MONEY's answer: nothing owed or paid, unless `money` and `lines` say. */
export function rideMoney(
  money: Partial<ReservationMoney> = {},
  lines: LedgerLine[] = [],
): ApiHandler {
  const none = { total: 0, charges: 0, paid: 0, refunded: 0, balance: 0, deposit_held: 0 };
  return ({ params }) => ({
    status: 200,
    body: { success: true, data: { id: Number(params.id), money: { ...none, ...money }, lines } },
  });
}

/** The reserve form's calls: the motorcycles, each of them free; and the ride's money after. */
export function formRoutes(extra: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    'GET /api/v1/motorcycles': listOf(MOTORCYCLES),
    [AVAILABILITY]: availabilityOf([]),
    [RIDE_MONEY]: rideMoney(),
    ...extra,
  };
}

/** A person as GET /api/v1/admin/people lists them: a rider with no rides, unless overridden. */
export function person(id: number, name: string, overrides: Partial<Person> = {}): Person {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`;
  return {
    id,
    name,
    email,
    phone: null,
    role: 'rider',
    blocked: false,
    upcoming: 0,
    no_shows: 0,
    two_factor: false,
    ...overrides,
  };
}

export const PEOPLE = 'GET /api/v1/admin/people';

/**
 * The desk's people search as the api answers it: the people whose name or email starts with
 * `?query=`, whatever its case.
 */
export function peopleSearch(people: Person[]): ApiHandler {
  return ({ url }) => {
    const query = (new URL(url).searchParams.get('query') ?? '').toLowerCase();
    const starts = (text: string) => text.toLowerCase().startsWith(query);
    const data = people.filter((one) => starts(one.name) || starts(one.email));
    return { status: 200, body: { success: true, data, next_cursor: null } };
  };
}
