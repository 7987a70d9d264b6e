import type { Kysely } from 'kysely';
import type { Role } from 'shared-domain';
import type { Tables } from '../../db/types';
import type { Locale } from '../../lib/i18n';
import { INVITATION_LINK_LIFETIME_MS, saveResetToken } from '../password-resets';

/** What every account the shop opens for someone records (routes/people/new-accounts.ts). */
export interface OpenedAccount {
  name: string;
  /** As stored (shared-domain's normalizeEmail). */
  email: string;
  actorId: number;
  /** Now (epoch ms), from which the link's week counts, and now on the shop's clock. */
  now: number;
  wallNow: number;
  /** The request's language: the mail's unless the account chose one. */
  locale: Locale;
  /** The link that sets the first password, and the hash of its token (../password-resets.ts). */
  invitation: { link: string; hash: string };
}

/** Never the output of hashPassword (lib/passwords.ts): no password opens it until one is set. */
const NO_PASSWORD_YET = 'invited';

/**
 * A new account that nobody can sign in to yet, and the link that sets its first password through
 * /password/reset for 7 days (its token's hash: repositories/password-resets.ts). For an owner's
 * invitation of staff and for a walk-in rider opened at the desk.
 */
export async function insertInvitedAccount(
  trx: Kysely<Tables>,
  account: { name: string; email: string; phone?: string | null; role: Role },
  invitation: { hash: string; now: number },
) {
  const { now } = invitation;
  const row = await trx
    .insertInto('users')
    .values({ ...account, password_hash: NO_PASSWORD_YET, created_at: now })
    .returning(['id', 'name', 'locale'])
    .executeTakeFirstOrThrow();
  await saveResetToken(trx, {
    userId: row.id,
    hash: invitation.hash,
    now,
    lifetimeMs: INVITATION_LINK_LIFETIME_MS,
  });
  return row;
}
