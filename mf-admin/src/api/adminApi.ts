import { baseApi } from 'shared-auth/api';

/**
 * shared-auth's one api client with this remote's own cache tags: the administrators' list of
 * every reservation, the outgoing mail, each reservation's ledger and the days' cash-ups. The
 * features of this remote inject their endpoints here, so a change made on one page (a cancel, a
 * motorcycle's new name, a payment) refreshes what shows it.
 */
export const adminApi = baseApi.enhanceEndpoints({
  addTagTypes: ['AdminReservation', 'AdminMail', 'Ledger', 'CashUp'],
});

/** The cache entry of the administrators' reservations list, whatever its filters. */
export const ADMIN_RESERVATIONS = { type: 'AdminReservation', id: 'LIST' } as const;

/** The cache entry of the outgoing mail, every status. */
export const ADMIN_MAIL = { type: 'AdminMail', id: 'LIST' } as const;

/** A ride's money and ledger: a line written, and any step or cancel of the ride, changes it. */
export const ledgerTag = (id: number) => ({ type: 'Ledger' as const, id });

/** Every day's cash-up: a line written or a ride cancelled changes a day's figures. */
export const CASH_UPS = { type: 'CashUp', id: 'LIST' } as const;
