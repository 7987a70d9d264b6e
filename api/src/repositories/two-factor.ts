import type { Kysely } from 'kysely';
import { writeTransaction } from '../db/transaction';
import type { Database, Tables } from '../db/types';
import { type Account, toUser, USER_COLUMNS } from './users';

// Two-factor sign-in's rows (api/README.md, "Two-factor sign-in"): the secret on the user's row,
// pending until enabled, and the recovery codes' hashes.

/** What the second step of a sign-in reads about the account a challenge names. */
export interface SecondFactor {
  user: Account;
  tokenVersion: number;
  /** The secret in force; null while two-factor sign-in is off (or only set up). */
  secret: string | null;
  /** The secret set up and not yet enabled; null when none is waiting. */
  pendingSecret: string | null;
}

export async function readSecondFactor(
  db: Kysely<Tables>,
  userId: number,
): Promise<SecondFactor | null> {
  const row = await db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'token_version', 'two_factor_secret'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const on = row.two_factor_enabled_at !== null;
  return {
    user: toUser(row),
    tokenVersion: Number(row.token_version),
    secret: on ? row.two_factor_secret : null,
    pendingSecret: on ? null : row.two_factor_secret,
  };
}

/** Keeps a new pending secret, replacing one set up before; false when two-factor is already on. */
export async function keepPendingSecret(
  db: Kysely<Tables>,
  userId: number,
  secret: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ two_factor_secret: secret })
    .where('id', '=', userId)
    .where('two_factor_enabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Puts the pending secret in force with the recovery codes' hashes, in one transaction; false
 * when it is no longer the pending one (enabled, or replaced by another setup, meanwhile).
 */
export async function enableSecondFactor(
  database: Database,
  userId: number,
  enabled: { secret: string; step: number; codeHashes: string[]; at: number },
): Promise<boolean> {
  return writeTransaction(database, async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({ two_factor_enabled_at: enabled.at, two_factor_last_step: enabled.step })
      .where('id', '=', userId)
      .where('two_factor_enabled_at', 'is', null)
      .where('two_factor_secret', '=', enabled.secret)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(enabled.codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
      .execute();
    return true;
  });
}

/** Accepts a code's time step once: false when this step or a later one was accepted before. */
export async function acceptStep(db: Kysely<Tables>, userId: number, step: number) {
  const result = await db
    .updateTable('users')
    .set({ two_factor_last_step: step })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function unusedRecoveryCodes(db: Kysely<Tables>, userId: number) {
  return db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks a recovery code used; false when another request used it first. */
export async function spendRecoveryCode(db: Kysely<Tables>, id: number, at: number) {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The shop's name: the issuer an authenticator app shows beside the code. */
export async function shopName(db: Kysely<Tables>): Promise<string> {
  const row = await db
    .selectFrom('shop_profile')
    .select('name')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.name ?? 'Vespa Rentals';
}
