import type { ApiRequest } from 'shared-auth/boot';
import { addMonths, isValidMonth, todayISO } from 'shared-domain';

/** A report's months, both ends included. */
export interface ReportRange {
  /** `YYYY-MM` */
  from: string;
  to: string;
}

/**
 * GET /api/v1/admin/reports/monthly for a range of months; the report's endpoint and the page's
 * early call (../earlyCalls.ts) both ask with it.
 */
export function monthlyReportRequest({ from, to }: ReportRange): ApiRequest {
  return { url: '/api/v1/admin/reports/monthly', params: { from, to } };
}

/** Months the report shows when the address names none: this one and the five before it. */
const DEFAULT_MONTHS = 6;

/** The range a page address asks for (`?from=YYYY-MM&to=YYYY-MM`), else the last six months. */
export function rangeFromSearch(search: string, now: Date): ReportRange {
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isValidMonth(from) && isValidMonth(to)) return { from, to };
  const current = todayISO(now).slice(0, 7);
  return { from: addMonths(current, 1 - DEFAULT_MONTHS) ?? current, to: current };
}

export function searchOf(range: ReportRange): string {
  return `?${new URLSearchParams({ ...range }).toString()}`;
}
