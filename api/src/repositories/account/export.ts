import { moneyCents, toReservationMoney } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/types';
import { adminReservations, toAdminReservation } from '../admin-reservation-row';
import { linesOfRider, owedCents, toCentsLine, toLedgerLines } from '../ledger';
import type { AccountData } from './account';

/**
 * Everything the shop keeps about a rider's reservations, whatever their status, by start: each
 * as the desk records it, without the rider repeated, with its money and its ledger's lines as the
 * rider's own page shows them (not who wrote each); and whether the rider has a calendar feed (its
 * address is a secret the rider already holds).
 */
export async function exportAccountData(db: Kysely<Tables>, account: AccountData) {
  const rows = await adminReservations(db)
    .select(['r.created_at', 'r.total_cents'])
    .where('r.user_id', '=', account.id)
    .orderBy('r.start_at')
    .orderBy('r.id')
    .execute();
  const lines = await linesOfRider(db, account.id);
  const feed = await db
    .selectFrom('calendar_feeds')
    .select('user_id')
    .where('user_id', '=', account.id)
    .executeTakeFirst();
  return {
    reservations: rows.map((row) => {
      const { user: _rider, ...reservation } = toAdminReservation(row);
      const own = lines.filter((line) => line.reservation_id === row.id);
      return {
        ...reservation,
        booked_at: new Date(Number(row.created_at)).toISOString(),
        money: toReservationMoney(moneyCents(owedCents(row), own.map(toCentsLine))),
        lines: toLedgerLines(own).map(({ created_by: _staff, ...line }) => line),
      };
    }),
    calendar_feed: feed !== undefined,
  };
}
