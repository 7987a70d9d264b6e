import type { Kysely, Selectable } from 'kysely';
import type { Role } from 'shared-domain';
import type { Tables, UsersTable } from '../../db/types';
import { isAdmin, USER_COLUMNS } from '../users';

/** The signed-in user's own account, as GET /api/v1/me answers it (api/README.md, "Accounts"). */
export interface AccountData {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  admin: boolean;
  role: Role;
  locale: string | null;
  /** Whether two-factor sign-in is on (api/README.md, "Two-factor sign-in"). */
  two_factor: boolean;
}

/** The account with what only its own changes read: the password's hash and the token version. */
export interface StoredAccount {
  account: AccountData;
  passwordHash: string;
  tokenVersion: number;
}

export const ACCOUNT_COLUMNS = [...USER_COLUMNS, 'phone'] as const;

export function toAccountData(
  row: Pick<Selectable<UsersTable>, (typeof ACCOUNT_COLUMNS)[number]>,
): AccountData {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    admin: isAdmin(row.role),
    role: row.role,
    locale: row.locale,
    two_factor: row.two_factor_enabled_at !== null,
  };
}

export async function readAccount(
  db: Kysely<Tables>,
  userId: number,
): Promise<StoredAccount | null> {
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
