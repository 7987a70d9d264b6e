import type { PageResponse } from 'shared-domain';
import { adminApi } from '../api/adminApi';
import { cursorPages } from '../api/cursorPages';
import type { AuditQuery, AuditRow } from './auditRequest';

/**
 * The shop's audit trail for the owner (GET /api/v1/admin/audit), newest first, a page at a time
 * (it never changes).
 */
export const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.infiniteQuery<PageResponse<AuditRow>, AuditQuery, string | null>(
      cursorPages('/api/v1/admin/audit'),
    ),
  }),
});

export const { useGetAuditInfiniteQuery } = auditApi;
