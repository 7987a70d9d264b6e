import type { Kysely } from 'kysely';
import type { Tables } from '../db/types';
import { isSealed, type SecretBox } from '../lib/secret-box';
import { storedShopProfile } from './shop';
import { type Account, toUser, USER_COLUMNS } from './users';

// Two-factor sign-in's rows (api/README.md, "Two-factor sign-in"): the secret on the user's row,
// sealed (src/lib/secret-box.ts), pending until enabled, and the recovery codes' hashes. Turning
// it on and off, and new recovery codes: two-factor-changes.ts.

/** What the second step of a sign-in reads about the account a challenge names. */
export interface SecondFactor {
  user: Account;
  tokenVersion: number;
  /** The secret in force; null while two-factor sign-in is off (or only set up). */
  secret: string | null;
  /** The secret set up and not yet enabled; null when none is waiting. */
  pendingSecret: string | null;
  /** The secret as stored (sealed), so a write can check it is still the one read. */
  stored: string | null;
}

/** The account's second factor, its secret opened; throws UnreadableSecret under another key. */
export async function readSecondFactor(
  db: Kysely<Tables>,
  box: SecretBox,
  userId: number,
): Promise<SecondFactor | null> {
  const row = await db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'token_version', 'two_factor_secret'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const stored = row.two_factor_secret;
  if (stored !== null && !isSealed(stored)) {
    // Kept in the clear before secrets were sealed: sealed now, then read as any other.
    await db
      .updateTable('users')
      .set({ two_factor_secret: box.seal(stored, userId) })
      .where('id', '=', userId)
      .where('two_factor_secret', '=', stored)
      .execute();
    return readSecondFactor(db, box, userId);
  }
  const secret = stored === null ? null : box.open(stored, userId);
  const on = row.two_factor_enabled_at !== null;
  return {
    user: toUser(row),
    tokenVersion: Number(row.token_version),
    secret: on ? secret : null,
    pendingSecret: on ? null : secret,
    stored,
  };
}

/** Keeps a new pending secret, replacing one set up before; false when two-factor is already on. */
export async function keepPendingSecret(
  db: Kysely<Tables>,
  box: SecretBox,
  userId: number,
  secret: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ two_factor_secret: box.seal(secret, userId) })
    .where('id', '=', userId)
    .where('two_factor_enabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
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
export const shopName = async (db: Kysely<Tables>) => (await storedShopProfile(db)).name;
