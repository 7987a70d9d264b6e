import { listOf, motorcycle, type ApiHandler } from 'shared-auth/testing';
import { todayISO, type BusyInterval } from 'shared-domain';

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

/** `YYYY-MM-DD` n days after the browser's local today (negative: before). */
export function daysFromToday(n: number): string {
  const date = new Date(`${todayISO()}T00:00:00Z`);
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
