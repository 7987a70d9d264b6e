import { motorcycle } from 'shared-auth/testing';
import { todayISO } from 'shared-domain';

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

/** `YYYY-MM-DD` n days after the browser's local today (negative: before). */
export function daysFromToday(n: number): string {
  const date = new Date(`${todayISO()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
