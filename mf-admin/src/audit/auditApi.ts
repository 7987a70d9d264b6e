import type { PageResponse } from 'shared-domain';
import { adminApi } from '../api/adminApi';
import { auditRequest, type AuditQuery, type AuditRow } from './auditRequest';

/** The shop's audit trail for the owner, newest first, a page at a time (it never changes). */
export const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.infiniteQuery<PageResponse<AuditRow>, AuditQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor,
      },
      query: ({ queryArg, pageParam }) => auditRequest(queryArg, pageParam),
    }),
  }),
});

export const { useGetAuditInfiniteQuery } = auditApi;
