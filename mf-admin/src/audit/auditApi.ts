import type { PageResponse } from 'shared-domain';
import { adminApi } from '../api/adminApi';
import { cursorPages } from '../api/cursorPages';

/** One thing staff or the owner did, as GET /api/v1/admin/audit lists it (newest first). */
export interface AuditRow {
  id: number;
  /** When, ISO 8601. */
  at: string;
  actor: { id: number; name: string };
  /** What was done, e.g. `reservation.pickup`: translated when known (auditText.ts). */
  action: string;
  /** The record it was done to. */
  subject: { type: string; id: number | string };
  /** The record's fields before and after; null before a creation, after a deletion. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit list's filter: one person's actions, or everyone's. */
export interface AuditQuery {
  actor?: string;
}

/** The filter a page address asks for (`?actor=3`). */
export function auditQueryOf(search: string): AuditQuery {
  const actor = new URLSearchParams(search).get('actor') ?? '';
  return /^[1-9]\d*$/.test(actor) ? { actor } : {};
}

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
