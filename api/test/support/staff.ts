import type { User } from 'shared-domain';
import { signUp, type TestServer } from './helpers';

/** signUp's password, which every account made here logs in with. */
const PASSWORD = 'secret-password';

/** An owner (the signup's Administrator checkbox makes one). */
export const owner = (server: TestServer) => signUp(server, { admin: true });

/**
 * A rider an owner made `role`, logged in again (a role change ends the sessions it had), as
 * the shop's people page does it.
 */
export async function promoted(
  server: TestServer,
  ownerToken: string,
  role: 'staff' | 'owner' = 'staff',
): Promise<{ user: User; token: string }> {
  const { user } = await signUp(server);
  const changed = await server.request('PATCH', `/api/v1/admin/people/${user.id}`, {
    token: ownerToken,
    body: { role },
  });
  if (changed.status !== 200) throw new Error(`role change failed: ${changed.text}`);
  const login = await server.request('POST', '/api/v1/login', {
    body: { user: { email: user.email, password: PASSWORD } },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return { user: login.body.user, token: login.body.token };
}

/** The audit rows written after row `afterId`, oldest first, as stored. */
export async function auditRowsAfter(server: TestServer, afterId: number) {
  return server.app.database.db
    .selectFrom('audit_log')
    .select(['id', 'actor_id', 'action', 'subject_type', 'subject_id', 'before', 'after'])
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}

/** The id of the newest audit row (0 when there is none). */
export async function lastAuditId(server: TestServer): Promise<number> {
  const row = await server.app.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
