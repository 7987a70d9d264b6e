import type { ApiRequest } from 'shared-auth/boot';
import type { ReportRange } from './reportsApi';

/**
 * GET /api/v1/admin/reports/monthly for a range of months; the report's endpoint and the page's
 * early call (../earlyCalls.ts) both ask with it.
 */
export function monthlyReportRequest({ from, to }: ReportRange): ApiRequest {
  return { url: '/api/v1/admin/reports/monthly', params: { from, to } };
}
