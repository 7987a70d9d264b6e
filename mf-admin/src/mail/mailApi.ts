import type { MessageResponse } from 'shared-domain';
import { ADMIN_MAIL, adminApi } from '../api/adminApi';
import { outboxRequest, retryRequest, type OutboxStatus } from './mailRequest';

/** One mail of the outbox as GET /api/v1/admin/mail answers it. */
export interface OutboxMail {
  id: number;
  /** Its X-Vespa-Mail header: password-reset, booking-cancelled, … */
  kind: string;
  recipient: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  /** When it was written, ISO 8601. */
  created_at: string;
}

/** The outgoing mail for the owner, and sending a failed one again (which refreshes the lists). */
export const mailApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<OutboxMail[], OutboxStatus>({
      query: outboxRequest,
      transformResponse: (response: { data: OutboxMail[] }) => response.data,
      providesTags: [ADMIN_MAIL],
    }),
    retryMail: build.mutation<MessageResponse, number>({
      query: retryRequest,
      invalidatesTags: [ADMIN_MAIL],
    }),
  }),
});

export const { useGetOutboxQuery, useRetryMailMutation } = mailApi;
