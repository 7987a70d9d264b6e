import type { DailyCashUp } from 'shared-domain';
import { adminApi, CASH_UPS } from '../api/adminApi';
import { cashUpRequest } from './cashRequest';

/** GET /api/v1/admin/reports/daily: a day's cash-up, read again once a line is written. */
export const cashApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getCashUp: build.query<DailyCashUp, string>({
      query: cashUpRequest,
      transformResponse: (response: { data: DailyCashUp }) => response.data,
      providesTags: [CASH_UPS],
    }),
  }),
});

export const { useGetCashUpQuery } = cashApi;
