import { normalizeEmail, signupFieldProblem } from 'shared-domain';
import type { Problems } from '../../lib/validation';
import { newResetToken } from '../../repositories/password-resets';

/**
 * The signup's rules on the name and email of an account the shop opens for someone (staff, a
 * walk-in rider); the email as stored once it passed, else null.
 */
export function checkNameAndEmail<Field extends string>(
  problems: Problems<Field | 'name' | 'email'>,
  { name, email }: { name: string; email: string },
): string | null {
  problems.rule('name', name, (value) => signupFieldProblem('name', value));
  problems.rule('email', email, (value) => signupFieldProblem('email', value));
  return problems.passed('email') ? normalizeEmail(email) : null;
}

/** The link that sets a new account's first password, and the hash of its token to store. */
export function newInvitation(publicUrl: string): { link: string; hash: string } {
  const { token, hash } = newResetToken();
  return { hash, link: `${publicUrl}/reset-password?token=${token}` };
}
