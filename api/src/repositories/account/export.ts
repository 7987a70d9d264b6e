import type { AdminReservation } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/types';
import { adminReservations, toAdminReservation } from '../admin-reservation-row';
import type { AccountData } from './account';

/** A reservation in the rider's own data: as the desk records it, without the rider repeated. */
export type ExportedReservation = Omit<AdminReservation, 'user'> & { booked_at: string };

/**
 * Everything the shop keeps about a rider's reservations, whatever their status, by start; and
 * whether the rider has a calendar feed (its address is a secret the rider already holds).
 */
export async function exportAccountData(
  db: Kysely<Tables>,
  account: AccountData,
): Promise<{ reservations: ExportedReservation[]; calendar_feed: boolean }> {
  const rows = await adminReservations(db)
    .select('r.created_at')
    .where('r.user_id', '=', account.id)
    .orderBy('r.start_at')
    .orderBy('r.id')
    .execute();
  const feed = await db
    .selectFrom('calendar_feeds')
    .select('user_id')
    .where('user_id', '=', account.id)
    .executeTakeFirst();
  return {
    reservations: rows.map((row) => {
      const { user: _rider, ...reservation } = toAdminReservation(row);
      return { ...reservation, booked_at: new Date(Number(row.created_at)).toISOString() };
    }),
    calendar_feed: feed !== undefined,
  };
}
