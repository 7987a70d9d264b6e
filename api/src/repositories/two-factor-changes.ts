// Turning two-factor sign-in on and off, an owner's reset, and new recovery codes (api/README.md,
// "Two-factor sign-in"): each in one transaction, with its audit row for staff and owners and,
// when it goes off, its notice mail.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Person, Role } from 'shared-domain';
import { writeTransaction } from '../db/transaction';
import type { Database, Tables } from '../db/types';
import { type Locale, recipientLocale } from '../lib/i18n';
import { enqueueMail } from '../mail/outbox';
import { ACCOUNT_COLUMNS, type AccountData, toAccountData } from './account/account';
import { appendAudit } from './audit';
import { personById } from './people/search';

/** The account's recovery codes from now on: these hashes, every earlier code gone. */
async function keepRecoveryCodes(trx: Kysely<Tables>, userId: number, codeHashes: string[]) {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/**
 * Staff and owners turning it on or off write an audit row (api/README.md, "Audit"), as does an
 * owner's reset of anyone's.
 */
const auditSwitch = (trx: Kysely<Tables>, userId: number, on: boolean, resetBy?: number) =>
  appendAudit(trx, {
    actorId: resetBy ?? userId,
    action:
      resetBy !== undefined ? 'two_factor.reset' : on ? 'two_factor.enable' : 'two_factor.disable',
    subject: { type: 'user', id: userId },
    before: { two_factor: !on },
    after: { two_factor: on },
  });

/**
 * Puts the pending secret in force with the recovery codes' hashes, in one transaction; false
 * when it is no longer the pending one (enabled, or replaced by another setup, meanwhile).
 */
export async function enableSecondFactor(
  database: Database,
  userId: number,
  enabled: { stored: string; step: number; codeHashes: string[]; at: number; audited: boolean },
): Promise<boolean> {
  return writeTransaction(database, async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({ two_factor_enabled_at: enabled.at, two_factor_last_step: enabled.step })
      .where('id', '=', userId)
      .where('two_factor_enabled_at', 'is', null)
      .where('two_factor_secret', '=', enabled.stored)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    await keepRecoveryCodes(trx, userId, enabled.codeHashes);
    if (enabled.audited) await auditSwitch(trx, userId, true);
    return true;
  });
}

/** Ten new recovery codes in place of every earlier one; false when two-factor is off. */
export async function replaceRecoveryCodes(
  database: Database,
  userId: number,
  codeHashes: string[],
): Promise<boolean> {
  return writeTransaction(database, async (trx) => {
    const on = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('two_factor_enabled_at', 'is not', null)
      .$if(database.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!on) return false;
    await keepRecoveryCodes(trx, userId, codeHashes);
    return true;
  });
}

/** Off: the secret gone, and every token issued so far ended (as a new password does). */
const factorOff = (eb: ExpressionBuilder<Tables, 'users'>) => ({
  two_factor_secret: null,
  two_factor_enabled_at: null,
  two_factor_last_step: null,
  token_version: eb('token_version', '+', 1),
});

/**
 * What follows it going off, in the change's transaction: the recovery codes gone, and the
 * `two-factor-off` mail to the account's address, in its language (else the request's).
 */
async function afterOff(
  trx: Kysely<Tables>,
  account: { id: number; name: string; email: string; locale: string | null },
  notice: { requestLocale: Locale; by: 'self' | 'owner'; setUpAgain: boolean },
) {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', account.id).execute();
  await enqueueMail(trx, {
    kind: 'two-factor-off',
    to: account.email,
    locale: recipientLocale(account.locale, notice.requestLocale),
    values: { name: account.name, by: notice.by, setUpAgain: notice.setUpAgain },
  });
}

/**
 * Turns two-factor sign-in off: the secret and the recovery codes gone, every token issued so
 * far ended (as a new password does), the notice mailed. Only while the password is still the
 * one the caller proved (`provenHash`) and it is on; null otherwise.
 */
export async function disableSecondFactor(
  database: Database,
  userId: number,
  off: { provenHash: string; audited: boolean; requestLocale: Locale },
): Promise<{ account: AccountData; tokenVersion: number } | null> {
  return writeTransaction(database, async (trx) => {
    const row = await trx
      .updateTable('users')
      .set(factorOff)
      .where('id', '=', userId)
      .where('password_hash', '=', off.provenHash)
      .where('two_factor_enabled_at', 'is not', null)
      .returning([...ACCOUNT_COLUMNS, 'token_version'])
      .executeTakeFirst();
    if (!row) return null;
    await afterOff(trx, row, { requestLocale: off.requestLocale, by: 'self', setUpAgain: false });
    if (off.audited) await auditSwitch(trx, userId, false);
    return { account: toAccountData(row), tokenVersion: Number(row.token_version) };
  });
}

export type ResetOutcome =
  | { kind: 'reset'; person: Person; setUpAgain: boolean }
  | { kind: 'not-found' }
  | { kind: 'not-on' };

/**
 * An owner turns another person's two-factor sign-in off (a lost phone; api/README.md,
 * "People"): as turning it off oneself, with no proof but the owner's role, the audit row
 * `two_factor.reset` (actor the owner), and a notice saying the owner did it and whether the
 * shop requires them to set it up again (`setUpAgain`, by their role).
 */
export async function resetSecondFactor(
  database: Database,
  reset: {
    id: number;
    actorId: number;
    wallNow: number;
    requestLocale: Locale;
    setUpAgain: (role: Role) => boolean;
  },
): Promise<ResetOutcome> {
  const { id } = reset;
  return writeTransaction(database, async (trx) => {
    // One conditional write: a second reset at once finds it off already.
    const row = await trx
      .updateTable('users')
      .set(factorOff)
      .where('id', '=', id)
      .where('two_factor_enabled_at', 'is not', null)
      .returning(['id', 'name', 'email', 'locale', 'role'])
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return { kind: exists ? 'not-on' : 'not-found' };
    }
    const setUpAgain = reset.setUpAgain(row.role);
    await afterOff(trx, row, { requestLocale: reset.requestLocale, by: 'owner', setUpAgain });
    await auditSwitch(trx, id, false, reset.actorId);
    return { kind: 'reset', person: await personById(trx, id, reset.wallNow), setUpAgain };
  });
}
