import type { Person } from 'shared-domain';
import { unlessTaken } from '../../db/connect';
import { writeTransaction } from '../../db/transaction';
import type { Database } from '../../db/types';
import { enqueueMail } from '../../mail/outbox';
import { appendAudit } from '../audit';
import { accountByEmail } from '../password-resets';
import { insertInvitedAccount, type OpenedAccount } from './invited-account';
import { personById } from './search';

export type AddRiderOutcome =
  | { kind: 'created'; person: Person }
  /** The address already has an account: the desk chooses that person instead. */
  | { kind: 'email-taken'; person: Person };

/**
 * Staff open a walk-in rider's account at the desk (api/README.md, "People"): an account with no
 * password yet, whose `rider-invitation` mail holds a link that sets one (7 days), audited in the
 * same transaction. An address that has an account answers that person. The mail is in the
 * request's language, as the new account has chosen none.
 */
export async function addRider(
  database: Database,
  input: OpenedAccount & { phone: string | null },
): Promise<AddRiderOutcome> {
  const { name, email, phone, now, wallNow } = input;
  const attempt = () =>
    writeTransaction(database, async (trx): Promise<AddRiderOutcome> => {
      const found = await accountByEmail(trx, email);
      if (found) return { kind: 'email-taken', person: await personById(trx, found.id, wallNow) };
      const account = { name, email, phone, role: 'rider' as const };
      const { id } = await insertInvitedAccount(trx, account, { hash: input.invitation.hash, now });
      const values = { name, link: input.invitation.link };
      await enqueueMail(
        trx,
        { kind: 'rider-invitation', to: email, locale: input.locale, values },
        now,
      );
      await appendAudit(trx, {
        actorId: input.actorId,
        action: 'person.create',
        subject: { type: 'user', id },
        after: account,
      });
      return { kind: 'created', person: await personById(trx, id, wallNow) };
    });
  // A signup of the same address committed meanwhile (PostgreSQL): nothing was written, and the
  // second attempt finds that account.
  return unlessTaken(attempt(), attempt);
}
