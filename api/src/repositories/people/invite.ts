import type { Person, Role } from 'shared-domain';
import { unlessTaken } from '../../db/connect';
import { writeTransaction } from '../../db/transaction';
import type { Database } from '../../db/types';
import { recipientLocale } from '../../lib/i18n';
import { enqueueMail } from '../../mail/outbox';
import { appendAudit } from '../audit';
import { insertInvitedAccount, type OpenedAccount } from './invited-account';
import { personById } from './search';

export type InviteOutcome =
  | { kind: 'invited' | 'promoted'; person: Person }
  | { kind: 'already-staff' }
  | { kind: 'email-taken' };

/**
 * An owner invites staff (api/README.md, "Staff"): a new account whose `staff-invitation` mail
 * holds a link that sets its first password through /password/reset (for 7 days), or an existing
 * rider promoted, told by the same kind of mail without a link. Audited in the same transaction.
 */
export async function inviteStaff(
  database: Database,
  input: OpenedAccount & { role: Exclude<Role, 'rider'> },
): Promise<InviteOutcome> {
  const { email, role } = input;
  return unlessTaken(
    writeTransaction(database, async (trx): Promise<InviteOutcome> => {
      const found = await trx
        .selectFrom('users')
        .select(['id', 'name', 'role', 'locale'])
        .where('email', '=', email)
        .$if(database.dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      if (found && found.role !== 'rider') return { kind: 'already-staff' } as const;
      const { now } = input;
      const account = found
        ? await trx
            .updateTable('users')
            .set((eb) => ({ role, token_version: eb('token_version', '+', 1) }))
            .where('id', '=', found.id)
            .returning(['id', 'name', 'locale'])
            .executeTakeFirstOrThrow()
        : await insertInvitedAccount(
            trx,
            { name: input.name, email, role },
            { hash: input.invitation.hash, now },
          );
      await enqueueMail(
        trx,
        {
          kind: 'staff-invitation',
          to: email,
          locale: recipientLocale(account.locale, input.locale),
          values: { name: account.name, role, link: found ? null : input.invitation.link },
        },
        now,
      );
      await appendAudit(trx, {
        actorId: input.actorId,
        action: 'staff.invite',
        subject: { type: 'user', id: account.id },
        before: found ? { role: found.role } : null,
        after: { name: account.name, email, role },
      });
      const person = await personById(trx, account.id, input.wallNow);
      return { kind: found ? 'promoted' : 'invited', person } as const;
    }),
    // A signup of the same address committed meanwhile (PostgreSQL): nothing was written.
    () => ({ kind: 'email-taken' }) as const,
  );
}
