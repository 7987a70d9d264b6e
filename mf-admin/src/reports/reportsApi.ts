import type { ListResponse, MonthlyReportRow } from 'shared-domain';
import { adminApi } from '../api/adminApi';
import { monthlyReportRequest, type ReportRange } from './reportRequest';

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
