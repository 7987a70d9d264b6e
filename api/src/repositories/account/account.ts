import type { Kysely, Selectable } from 'kysely';
import type { Tables, UsersTable } from '../../db/types';
import { type Account, toUser, USER_COLUMNS } from '../users';

/**
 * The signed-in user's own account, as GET /api/v1/me answers it (api/README.md, "Accounts"):
 * with its phone, and `two_factor`, whether two-factor sign-in is on.
 */
export type AccountData = Omit<Account, 'twoFactor'> & {
  phone: string | null;
  two_factor: boolean;
};

export const ACCOUNT_COLUMNS = [...USER_COLUMNS, 'phone'] as const;

export function toAccountData(
  row: Pick<Selectable<UsersTable>, (typeof ACCOUNT_COLUMNS)[number]>,
): AccountData {
  const { twoFactor, ...user } = toUser(row);
  return { ...user, phone: row.phone, two_factor: twoFactor };
}

/** The account with what only its own changes read: the password's hash and the token version. */
export type StoredAccount = NonNullable<Awaited<ReturnType<typeof readAccount>>>;

export async function readAccount(db: Kysely<Tables>, userId: number) {
  const row = await db
    .selectFrom('users')
    .select([...ACCOUNT_COLUMNS, 'password_hash', 'token_version'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        account: toAccountData(row),
        passwordHash: row.password_hash,
        tokenVersion: Number(row.token_version),
      }
    : null;
}
