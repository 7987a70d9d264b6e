import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/types';

/** How long a reset link works (api/README.md, "Password reset"). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** A staff invitation's link sets the first password: it works for a week (api/README.md, "Staff"). */
export const INVITATION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** What is kept of a token: its SHA-256, so the table holds no usable link. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link's token (32 random bytes) and the hash that is stored. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

/** The account an email names, with what its mail needs; null when none does. */
export async function accountByEmail(db: Kysely<Tables>, email: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row ?? null;
}

export async function saveResetToken(
  db: Kysely<Tables>,
  {
    userId,
    hash,
    now,
    lifetimeMs = RESET_LINK_LIFETIME_MS,
  }: { userId: number; hash: string; now: number; lifetimeMs?: number },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: hash,
      created_at: now,
      expires_at: now + lifetimeMs,
      used_at: null,
    })
    .execute();
}

/**
 * Uses the token whose hash this is, once: the user it was made for, or null when it is unknown,
 * used or expired. Every other unused token of that user stops working with it.
 */
export async function redeemResetToken(
  db: Kysely<Tables>,
  { hash, now }: { hash: string; now: number },
): Promise<number | null> {
  const redeemed = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!redeemed) return null;
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', redeemed.user_id)
    .where('used_at', 'is', null)
    .execute();
  return redeemed.user_id;
}

/** Sets a new password and ends every session of the user (as logout does). */
export async function replacePassword(db: Kysely<Tables>, userId: number, passwordHash: string) {
  return db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returning(['name', 'email', 'locale'])
    .executeTakeFirstOrThrow();
}
