import type { ListResponse, MonthlyReportRow } from 'shared-domain';
import { adminApi } from '../api/adminApi';
import { monthlyReportRequest } from './reportRequest';

export interface ReportRange {
  /** `YYYY-MM` */
  from: string;
  to: string;
}

/** GET /api/v1/admin/reports/monthly: per motorcycle and month, the range's rows. */
export const reportsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getMonthlyReport: build.query<MonthlyReportRow[], ReportRange>({
      query: monthlyReportRequest,
      transformResponse: (response: ListResponse<MonthlyReportRow>) => response.data,
    }),
  }),
});

export const { useGetMonthlyReportQuery } = reportsApi;
