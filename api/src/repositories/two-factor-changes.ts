// Turning two-factor sign-in on and off, and new recovery codes (api/README.md, "Two-factor
// sign-in"): each in one transaction, with its audit row for staff and owners.
import type { Kysely } from 'kysely';
import { writeTransaction } from '../db/transaction';
import type { Database, Tables } from '../db/types';
import { ACCOUNT_COLUMNS, type AccountData, toAccountData } from './account/account';
import { appendAudit } from './audit';

/** The account's recovery codes from now on: these hashes, every earlier code gone. */
async function keepRecoveryCodes(trx: Kysely<Tables>, userId: number, codeHashes: string[]) {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Staff and owners turning it on or off write an audit row (api/README.md, "Audit"). */
const auditSwitch = (trx: Kysely<Tables>, userId: number, on: boolean) =>
  appendAudit(trx, {
    actorId: userId,
    action: on ? 'two_factor.enable' : 'two_factor.disable',
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

/**
 * Turns two-factor sign-in off: the secret and the recovery codes gone, every token issued so
 * far ended (as a new password does). Only while the password is still the one the caller
 * proved (`provenHash`) and it is on; null otherwise.
 */
export async function disableSecondFactor(
  database: Database,
  userId: number,
  { provenHash, audited }: { provenHash: string; audited: boolean },
): Promise<{ account: AccountData; tokenVersion: number } | null> {
  return writeTransaction(database, async (trx) => {
    const row = await trx
      .updateTable('users')
      .set((eb) => ({
        two_factor_secret: null,
        two_factor_enabled_at: null,
        two_factor_last_step: null,
        token_version: eb('token_version', '+', 1),
      }))
      .where('id', '=', userId)
      .where('password_hash', '=', provenHash)
      .where('two_factor_enabled_at', 'is not', null)
      .returning([...ACCOUNT_COLUMNS, 'token_version'])
      .executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    if (audited) await auditSwitch(trx, userId, false);
    return { account: toAccountData(row), tokenVersion: Number(row.token_version) };
  });
}
