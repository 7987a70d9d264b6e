import type { MessageResponse, OutboxMail } from 'shared-domain';
import { ADMIN_MAIL, adminApi } from '../api/adminApi';

/** The outbox's statuses the owner acts on (api/README.md, "Mail"): failed first, then pending. */
export type OutboxStatus = 'failed' | 'pending';

/** The newest of each status the page shows; more than this waiting is a mail server to mend. */
const OUTBOX_SHOWN = 100;

/** The outgoing mail for the owner, and sending a failed one again (which refreshes the lists). */
export const mailApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<OutboxMail[], OutboxStatus>({
      query: (status) => `/api/v1/admin/mail?status=${status}&limit=${OUTBOX_SHOWN}`,
      transformResponse: (response: { data: OutboxMail[] }) => response.data,
      providesTags: [ADMIN_MAIL],
    }),
    // A failed mail pending again, due now.
    retryMail: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/api/v1/admin/mail/${id}/retry`, method: 'POST' }),
      invalidatesTags: [ADMIN_MAIL],
    }),
  }),
});

export const { useGetOutboxQuery, useRetryMailMutation } = mailApi;
