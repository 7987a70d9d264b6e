import type { ApiRequest } from 'shared-auth/boot';

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
