import type { Person } from 'shared-domain';
import { isUniqueViolation } from '../../db/connect';
import { writeTransaction } from '../../db/transaction';
import type { Database } from '../../db/types';
import type { Locale } from '../../lib/i18n';
import { enqueueMail } from '../../mail/outbox';
import { appendAudit } from '../audit';
import { insertInvitedAccount } from './invited-account';
import { personById } from './search';

export type AddRiderOutcome =
  | { kind: 'created'; person: Person }
  /** The address already has an account: the desk chooses that person instead. */
  | { kind: 'email-taken'; person: Person };

interface NewRiderInput {
  name: string;
  /** As stored (shared-domain's normalizeEmail). */
  email: string;
  phone: string | null;
  actorId: number;
  /** Now (epoch ms), from which the link's week counts, and now on the shop's clock. */
  now: number;
  wallNow: number;
  /** The request's language: the mail's, as the new account has chosen none. */
  locale: Locale;
  /** The link that sets the first password, and the hash of its token. */
  invitation: { link: string; hash: string };
}

/**
 * Staff open a walk-in rider's account at the desk (api/README.md, "People"): an account with no
 * password yet, whose `rider-invitation` mail holds a link that sets one (7 days), audited in the
 * same transaction. An address that has an account answers that person.
 */
export async function addRider(database: Database, input: NewRiderInput): Promise<AddRiderOutcome> {
  const { name, email, phone, now, wallNow } = input;
  const attempt = () =>
    writeTransaction(database, async (trx): Promise<AddRiderOutcome> => {
      const found = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
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
  try {
    return await attempt();
  } catch (error) {
    // A signup of the same address committed meanwhile (PostgreSQL): nothing was written, and
    // the second attempt finds that account.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}
