import type { AdminReservation, Person, Role } from 'shared-domain';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../../db/transaction';
import type { Database, Tables } from '../../db/types';
import { adminReservations, toAdminReservation } from '../admin-reservation-row';
import { appendAudit } from '../audit';
import { people, toPerson } from './search';

/**
 * The owners who can sign in (not blocked), locked on PostgreSQL until the transaction ends, so
 * two owners stepping down at once cannot leave the shop without one (SQLite's writers take turns).
 */
export async function activeOwners(trx: Kysely<Tables>, lock: boolean): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'owner')
    .where('blocked_at', 'is', null)
    .$if(lock, (query) => query.forUpdate())
    .execute();
  return rows.map((row) => row.id);
}

/** A person as the list shows them, with their rides ahead for the shop to decide about. */
async function personWithRides(db: Kysely<Tables>, id: number, wallNow: number) {
  const row = await people(db, wallNow).where('users.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const rides = await adminReservations(db)
    .where('r.user_id', '=', id)
    .where('r.cancelled_at', 'is', null)
    .where('r.picked_up_at', 'is', null)
    .where('r.start_at', '>', wallNow)
    .orderBy('r.start_at')
    .orderBy('r.id')
    .execute();
  return { ...toPerson(row), rides: rides.map(toAdminReservation) };
}

export type ChangeOutcome =
  | { kind: 'changed'; person: Person & { rides: AdminReservation[] } }
  | { kind: 'not-found' }
  | { kind: 'last-owner' };

/**
 * An owner changes a person's role or blocks them (api/README.md, "People"): either ends their
 * sessions at once (the token version), and is written to the audit trail in the same
 * transaction. The shop keeps at least one owner who can sign in.
 */
export async function changePerson(
  database: Database,
  input: { id: number; role?: Role; blocked?: boolean; actorId: number; wallNow: number },
): Promise<ChangeOutcome> {
  const { id } = input;
  return writeTransaction(database, async (trx) => {
    const lock = database.dialect === 'postgres';
    const owners = await activeOwners(trx, lock);
    const stored = await trx
      .selectFrom('users')
      .select(['role', 'blocked_at'])
      .where('id', '=', id)
      .$if(lock, (query) => query.forUpdate())
      .executeTakeFirst();
    if (!stored) return { kind: 'not-found' };
    const before = { role: stored.role, blocked: stored.blocked_at !== null };
    const after = { role: input.role ?? before.role, blocked: input.blocked ?? before.blocked };
    const staysOwner = after.role === 'owner' && !after.blocked;
    if (owners.length === 1 && owners[0] === id && !staysOwner) return { kind: 'last-owner' };
    if (after.role !== before.role || after.blocked !== before.blocked) {
      await trx
        .updateTable('users')
        .set((eb) => ({
          role: after.role,
          blocked_at: after.blocked ? Number(stored.blocked_at ?? Date.now()) : null,
          token_version: eb('token_version', '+', 1),
        }))
        .where('id', '=', id)
        .execute();
      await appendAudit(trx, {
        actorId: input.actorId,
        action: 'person.change',
        subject: { type: 'user', id },
        before,
        after,
      });
    }
    const person = await personWithRides(trx, id, input.wallNow);
    return person ? { kind: 'changed', person } : { kind: 'not-found' };
  });
}
