import { unlessTaken } from '../../db/connect';
import { writeTransaction } from '../../db/transaction';
import type { Database } from '../../db/types';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { endCalendarFeed } from '../calendar';
import { ACCOUNT_COLUMNS, type AccountData, toAccountData } from './account';

export interface AccountChanges {
  name?: string;
  /** null removes it. */
  phone?: string | null;
  locale?: string;
  email?: string;
  passwordHash?: string;
}

export type ChangeOutcome =
  | { kind: 'changed'; account: AccountData; tokenVersion: number }
  | { kind: 'email-taken' }
  /** The password changed (or the account went) after the current one was checked. */
  | { kind: 'stale' };

/**
 * Saves the account's changes and writes their notices to the outbox in one transaction, so a
 * notice exists exactly when its change does (api/README.md, "Mail"). Only while the password is
 * still the one the caller proved (`provenHash`). A new password ends every token issued so far
 * and the calendar feed, as a password reset does.
 */
export async function saveAccountChanges(
  database: Database,
  userId: number,
  provenHash: string,
  changes: AccountChanges,
  notices: readonly OutgoingMail[],
): Promise<ChangeOutcome> {
  return unlessTaken(
    writeTransaction(database, async (trx): Promise<ChangeOutcome> => {
      const row = await trx
        .updateTable('users')
        // Kysely leaves out a column set to undefined: only the changed ones are written.
        .set((eb) => ({
          name: changes.name,
          phone: changes.phone,
          locale: changes.locale,
          email: changes.email,
          password_hash: changes.passwordHash,
          token_version:
            changes.passwordHash === undefined
              ? eb.ref('token_version')
              : eb('token_version', '+', 1),
        }))
        .where('id', '=', userId)
        .where('password_hash', '=', provenHash)
        .returning([...ACCOUNT_COLUMNS, 'token_version'])
        .executeTakeFirst();
      if (!row) return { kind: 'stale' };
      if (changes.passwordHash !== undefined) await endCalendarFeed(trx, userId);
      for (const notice of notices) await enqueueMail(trx, notice);
      return {
        kind: 'changed',
        account: toAccountData(row),
        tokenVersion: Number(row.token_version),
      };
    }),
    // Another account took the address between the check and this write.
    () => ({ kind: 'email-taken' }) as const,
  );
}
