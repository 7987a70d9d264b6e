import { listOf, motorcycle, PUBLIC_CONFIG, type ApiHandler } from 'shared-auth/testing';
import { todayISO, type BusyInterval, type Reservation } from 'shared-domain';

export {
  deferred,
  jsonResponse as json,
  listOf,
  mockApi,
  renderWithProviders,
  RIDER as rider,
  TEST_API_URL as API,
  type ApiAnswer as Answer,
  type ApiCall as Call,
} from 'shared-auth/testing';

export const PRIMAVERA = motorcycle(1, { name: 'Vespa Primavera', bookingPricePerHour: 12.5 });
export const GTS = motorcycle(2, { name: 'Vespa GTS', bookingPricePerHour: 18.5 });
export const MOTORCYCLES = [PRIMAVERA, GTS];

/**
 * Sets the browser's clock to `instant` and lets it run on from there; timers are left real. For
 * what depends on the time of day as well as the date; the test file gives the real clock back
 * with jest.useRealTimers() after each test.
 */
export function setClock(instant: string): void {
  jest.useFakeTimers({
    now: new Date(instant),
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** The shop's time zone, as the test api tells it unless a test routes GET /api/v1/config. */
export const SHOP_TIME_ZONE = PUBLIC_CONFIG.shopTimeZone;

/** `YYYY-MM-DD` n days after the shop's today (negative: before), which the pages go by. */
export function daysFromToday(n: number): string {
  const date = new Date(`${todayISO(new Date(), SHOP_TIME_ZONE)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

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

/** The visible text of an element: what a screen reader alone hears (.visually-hidden) left out. */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The text a screen reader reads: what is hidden from it (aria-hidden) left out. */
export function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
