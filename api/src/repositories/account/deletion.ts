import { writeTransaction } from '../../db/transaction';
import type { Database } from '../../db/types';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { endCalendarFeed } from '../calendar';
import { activeOwners } from '../people/change';
import { ridesToTell, tellCancelled } from '../reservations/cancel-notices';

/** The name a deleted account's reservations show in the shop's books. */
export const DELETED_NAME = 'Deleted rider';

/**
 * What a deleted account's email becomes: never an address (it has no `@`), so nobody can sign up
 * or log in with it, and unique by the id; the address it had is free to sign up again.
 */
export const deletedEmail = (userId: number) => `deleted:${userId}`;

/** Never the output of hashPassword (lib/passwords.ts): no password matches it. */
const UNUSABLE_PASSWORD = 'deleted';

export type DeletionOutcome =
  | { kind: 'deleted'; cancelled: number }
  | { kind: 'last-owner' }
  /** The password changed (or the account went) after it was checked. */
  | { kind: 'stale' };

/**
 * Deletes an account as api/README.md, "Accounts" says: its rides that have not started are
 * cancelled as the rider's own cancellation does (one handed over or started stays), it is
 * anonymised, its tokens, calendar feed and reset links end, and its reservations stay for the
 * shop's books. The last owner cannot go: nobody could run the shop. Each cancelled ride
 * is mailed (booking-cancelled) to the address and in the language the account had before.
 */
export async function deleteAccount(
  database: Database,
  userId: number,
  options: { provenHash: string; startedBefore: number; notice: OutgoingMail<'account-deleted'> },
): Promise<DeletionOutcome> {
  return writeTransaction(database, async (trx) => {
    // Two owners deleting themselves at once: the second waits and sees the first gone.
    const owners = await activeOwners(trx, database.dialect === 'postgres');
    if (owners.length === 1 && owners[0] === userId) return { kind: 'last-owner' };

    // Read before anonymising, which changes the address and language the mails must use.
    const ahead = await trx
      .selectFrom('reservations')
      .select('id')
      .where('user_id', '=', userId)
      .where('cancelled_at', 'is', null)
      .where('picked_up_at', 'is', null)
      .where('start_at', '>', options.startedBefore)
      .$if(database.dialect === 'postgres', (query) => query.forUpdate())
      .execute();
    const ids = ahead.map((ride) => ride.id);
    const rides = await ridesToTell(trx, ids);

    const anonymised = await trx
      .updateTable('users')
      .set((eb) => ({
        name: DELETED_NAME,
        email: deletedEmail(userId),
        phone: null,
        locale: null,
        role: 'rider',
        password_hash: UNUSABLE_PASSWORD,
        token_version: eb('token_version', '+', 1),
      }))
      .where('id', '=', userId)
      .where('password_hash', '=', options.provenHash)
      .executeTakeFirst();
    if (anonymised.numUpdatedRows === 0n) return { kind: 'stale' };

    if (ids.length > 0) {
      await trx
        .updateTable('reservations')
        .set({ cancelled_at: Date.now() })
        .where('id', 'in', ids)
        .execute();
    }
    await endCalendarFeed(trx, userId);
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    await enqueueMail(trx, options.notice);
    await tellCancelled(trx, rides, { cause: 'account-deleted' }, options.notice.locale);
    return { kind: 'deleted', cancelled: ids.length };
  });
}
