import type { Role, User } from 'shared-domain';
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import { unlessTaken } from '../db/connect';
import { preparedRead } from '../db/prepared';
import type { Database, Tables, UsersTable } from '../db/types';

export const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'locale',
  'two_factor_enabled_at',
] as const;

/**
 * A user with its role, the language it chose (null: not yet) and whether two-factor sign-in is
 * on, as the api reads it on every request.
 */
export type Account = User & { role: Role; locale: string | null; twoFactor: boolean };

/** The wire's `admin`: staff and owners run the desk (api/README.md, "Roles"). */
export const isAdmin = (role: Role) => role !== 'rider';

export function toUser(row: Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>): Account {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    admin: isAdmin(row.role),
    role: row.role,
    locale: row.locale,
    twoFactor: row.two_factor_enabled_at !== null,
  };
}

// The users of a batch of requests and the catalogue version, in one statement (see
// plugins/auth.ts). SQLite reads the ids from a JSON array, PostgreSQL from an int array; both
// are one parameter, so each is compiled once.
const usersWithCatalogVersion = <Ids>(idsMatch: (ids: Ids) => RawBuilder<boolean>) =>
  preparedRead((db, { ids }: { ids: Ids }) =>
    db
      .selectFrom('users')
      .select([
        ...USER_COLUMNS,
        'token_version',
        sql<number>`(select version from catalog_version where id = 1)`.as('catalog_version'),
      ])
      .where(idsMatch(ids)),
  );
const usersByIds = {
  sqlite: usersWithCatalogVersion(
    (ids: string) => sql<boolean>`id in (select value from json_each(${ids}))`,
  ),
  postgres: usersWithCatalogVersion((ids: readonly number[]) => sql<boolean>`id = any(${ids})`),
};

/** The users with these ids that exist, by id, each with its token version and the catalogue version. */
export async function findUsersWithCatalogVersion(database: Database, ids: readonly number[]) {
  const rows =
    database.dialect === 'sqlite'
      ? await usersByIds.sqlite(database, { ids: JSON.stringify(ids) })
      : await usersByIds.postgres(database, { ids });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        user: toUser(row),
        // The version its tokens must carry: a logout bumps it.
        tokenVersion: Number(row.token_version),
        catalogVersion: Number(row.catalog_version),
      },
    ]),
  );
}

/** The account stored under `email`, else under `alternative` (an older stored form of it). */
export async function findUserForLogin(db: Kysely<Tables>, email: string, alternative: string) {
  const rows = await db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'password_hash', 'token_version', 'blocked_at'])
    .where('email', 'in', [email, alternative])
    .execute();
  const row = rows.find((candidate) => candidate.email === email) ?? rows[0];
  return row
    ? {
        user: toUser(row),
        passwordHash: row.password_hash,
        tokenVersion: Number(row.token_version),
        blocked: row.blocked_at !== null,
      }
    : null;
}

/** Ends every token issued to the user so far, on every instance. */
export async function revokeTokens(db: Kysely<Tables>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** Whether an account (other than `exceptId`) holds `email`. */
export async function emailTaken(db: Kysely<Tables>, email: string, exceptId?: number) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

/** Null when the email is taken (also when a concurrent signup wins the race). */
export async function insertUser(
  db: Kysely<Tables>,
  input: { name: string; email: string; passwordHash: string; role: Role },
): Promise<Account | null> {
  const inserted = db
    .insertInto('users')
    .values({
      name: input.name,
      email: input.email,
      password_hash: input.passwordHash,
      role: input.role,
      created_at: Date.now(),
    })
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
  return unlessTaken(inserted.then(toUser), () => null);
}

/** Whether the account `id` exists and is blocked (a walk-in booking's rider), null if none. */
export async function findRider(db: Kysely<Tables>, id: number) {
  const row = await db
    .selectFrom('users')
    .select('blocked_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { blocked: row.blocked_at !== null } : null;
}
