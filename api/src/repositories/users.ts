import type { User } from 'shared-domain';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/connect';
import { prepared } from '../db/prepared';
import type { Tables } from '../db/types';

const userColumns = ['id', 'name', 'email', 'admin'] as const;

function toUser(row: { id: number; name: string; email: string; admin: number }): User {
  return { id: row.id, name: row.name, email: row.email, admin: row.admin === 1 };
}

const userById = prepared((db) => db.selectFrom('users').select(userColumns).where('id', '=', 0));

export async function findUserById(db: Kysely<Tables>, id: number): Promise<User | null> {
  const [row] = await userById(db, id);
  return row ? toUser(row) : null;
}

export async function findUserForLogin(
  db: Kysely<Tables>,
  email: string,
): Promise<{ user: User; passwordHash: string } | null> {
  const row = await db
    .selectFrom('users')
    .select([...userColumns, 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

export async function emailTaken(db: Kysely<Tables>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Null when the email is taken (also when a concurrent signup wins the race). */
export async function insertUser(
  db: Kysely<Tables>,
  input: { name: string; email: string; passwordHash: string; admin: boolean },
): Promise<User | null> {
  try {
    const row = await db
      .insertInto('users')
      .values({
        name: input.name,
        email: input.email,
        password_hash: input.passwordHash,
        admin: input.admin ? 1 : 0,
        created_at: Date.now(),
      })
      .returning(userColumns)
      .executeTakeFirstOrThrow();
    return toUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
