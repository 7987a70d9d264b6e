// The browser's clock in tests, and the shop's days the pages go by.
import { PUBLIC_CONFIG } from 'shared-auth/testing';
import { todayISO } from 'shared-domain';

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
