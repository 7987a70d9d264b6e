import type { ApiRequest } from 'shared-auth/boot';
import { isValidISODate } from 'shared-domain';

/** The day the page's address asks for (`?date=YYYY-MM-DD`), else `today`: the shop's. */
export function dayFromSearch(search: string, today: string): string {
  const asked = new URLSearchParams(search).get('date');
  return asked && isValidISODate(asked) ? asked : today;
}

/**
 * GET /api/v1/admin/reports/daily for a day; the cash-up's endpoint and the page's early call
 * (../earlyCalls.ts) both ask with it.
 */
export function cashUpRequest(date: string): ApiRequest {
  return { url: '/api/v1/admin/reports/daily', params: { date } };
}
