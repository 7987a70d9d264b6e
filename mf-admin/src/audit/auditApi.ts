import type { PageResponse } from 'shared-domain';
import { adminApi, CURSOR_PAGES } from '../api/adminApi';
import type { AuditQuery, AuditRow } from './auditRequest';

/** Audit rows a page of the list holds. */
const AUDIT_PAGE_SIZE = 50;

/**
 * The shop's audit trail for the owner (GET /api/v1/admin/audit), newest first, a page at a time
 * (it never changes).
 */
export const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.infiniteQuery<PageResponse<AuditRow>, AuditQuery, string | null>({
      infiniteQueryOptions: CURSOR_PAGES,
      query: ({ queryArg, pageParam }) => ({
        url: '/api/v1/admin/audit',
        params: {
          ...queryArg,
          limit: AUDIT_PAGE_SIZE,
          ...(pageParam === null ? {} : { cursor: pageParam }),
        },
      }),
    }),
  }),
});

export const { useGetAuditInfiniteQuery } = auditApi;
