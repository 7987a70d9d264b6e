import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Person, Role } from 'shared-domain';
import type { Dialect, Tables } from '../../db/types';
import { type Keyset, keysetPage } from '../reservations/pages';
import { matchesPerson } from './matches-person';

/** The counts of a person's rides, read by the (user_id, start_at) index. */
function rideCount(
  eb: ExpressionBuilder<Tables, 'users'>,
  held: 'ahead' | 'missed',
  wallNow: number,
) {
  return eb
    .selectFrom('reservations')
    .select((count) => count.fn.countAll<number>().as('n'))
    .whereRef('reservations.user_id', '=', 'users.id')
    .where('cancelled_at', 'is', null)
    .where('picked_up_at', 'is', null)
    .$if(held === 'ahead', (query) => query.where('start_at', '>', wallNow))
    .$if(held === 'missed', (query) => query.where('end_at', '<=', wallNow));
}

/** People as the list shows them; `wallNow` is now on the shop's clock. */
export function people(db: Kysely<Tables>, wallNow: number) {
  return db
    .selectFrom('users')
    .select(['users.id', 'name', 'email', 'phone', 'role', 'blocked_at', 'users.created_at'])
    .select('users.two_factor_enabled_at')
    .select((eb) => [
      rideCount(eb, 'ahead', wallNow).as('upcoming'),
      rideCount(eb, 'missed', wallNow).as('no_shows'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof people>['executeTakeFirstOrThrow']>>;

export const toPerson = (row: Row): Person => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  blocked: row.blocked_at !== null,
  upcoming: Number(row.upcoming),
  no_shows: Number(row.no_shows),
  two_factor: row.two_factor_enabled_at !== null,
});

/** A person as the list shows them, whose account is known to exist (read in the same transaction). */
export async function personById(db: Kysely<Tables>, id: number, wallNow: number): Promise<Person> {
  return toPerson(await people(db, wallNow).where('users.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * Newest accounts first, one page after `after`; `query` the start of a word of the name, or of
 * the email or phone (matchesPerson).
 */
export async function searchPeople(
  db: Kysely<Tables>,
  dialect: Dialect,
  filter: { query?: string; role?: Role; wallNow: number },
  bounds: { limit: number; after: Keyset | null },
) {
  const { query, role } = filter;
  const select = people(db, filter.wallNow)
    .$if(Boolean(query), (select) => select.where(matchesPerson(dialect, query ?? '')))
    .$if(role !== undefined, (select) => select.where('role', '=', role as Role));
  const columns = ['users.created_at', 'users.id'] as const;
  const page = await keysetPage(select, columns, 'desc', bounds, (row) => row.created_at);
  return { rows: page.rows.map(toPerson), next: page.next };
}
