/** The outbox's statuses the owner acts on (api/README.md, "Mail"): failed first, then pending. */
export type OutboxStatus = 'failed' | 'pending';

/** The newest of each status the page shows; more than this waiting is a mail server to mend. */
export const OUTBOX_SHOWN = 100;

/** GET /api/v1/admin/mail for one status. */
export const outboxRequest = (status: OutboxStatus) =>
  `/api/v1/admin/mail?status=${status}&limit=${OUTBOX_SHOWN}`;

/** POST /api/v1/admin/mail/{id}/retry: a failed mail pending again, due now. */
export const retryRequest = (id: number) => ({
  url: `/api/v1/admin/mail/${id}/retry`,
  method: 'POST',
});
