import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../lib/passwords';
import { sendRefusal } from '../../plugins/rate-limit';
import type { StoredAccount } from '../../repositories/account/account';

/**
 * Checks the password a signed-in caller typed to confirm a change. Counted as a login attempt
 * of the account (api/README.md, "Rate limits"), so a stolen token cannot guess it without
 * limit. Resolves true when it is the account's; otherwise the refusal is already sent (429 past
 * the limit), or false for a wrong one, which the caller answers.
 */
export async function passwordProven(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredAccount,
  password: string,
): Promise<boolean | 'refused'> {
  const attempt = await app.limiters.beginLogin(request.ip, stored.account.email);
  if (attempt.verdict.kind !== 'allowed') {
    await sendRefusal(reply, attempt.verdict, 'login', { asList: true });
    return 'refused';
  }
  if (!(await verifyPassword(password, stored.passwordHash))) return false;
  await attempt.succeeded();
  return true;
}
