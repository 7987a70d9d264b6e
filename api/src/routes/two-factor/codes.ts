import type { Kysely } from 'kysely';
import type { Tables } from '../../db/types';
import { verifyPassword } from '../../lib/passwords';
import { isTotpCode, normaliseCode, RECOVERY_CODE_LENGTH, totpStep } from '../../lib/two-factor';
import { acceptStep, unusedRecoveryCodes, spendRecoveryCode } from '../../repositories/two-factor';

/**
 * Whether `typed` is a right code of the account, used up if so: a TOTP code of a time step not
 * accepted before, or (unless `appOnly`) an unused recovery code (api/README.md, "Two-factor
 * sign-in").
 */
export async function secondFactorProven(
  db: Kysely<Tables>,
  account: { userId: number; secret: string },
  typed: string,
  now: Date,
  { appOnly = false } = {},
): Promise<boolean> {
  const code = normaliseCode(typed);
  if (isTotpCode(code)) {
    const step = totpStep(code, account.secret, now);
    return step !== null && acceptStep(db, account.userId, step);
  }
  // Nothing that cannot be a recovery code costs a hash.
  if (appOnly || code.length !== RECOVERY_CODE_LENGTH) return false;
  const stored = await unusedRecoveryCodes(db, account.userId);
  const matches = await Promise.all(stored.map((row) => verifyPassword(code, row.code_hash)));
  const match = stored.find((_, index) => matches[index]);
  return match !== undefined && spendRecoveryCode(db, match.id, now.getTime());
}
