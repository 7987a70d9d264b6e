import { type AdminReservation, type ReservationStatus, toReservationMoney } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Dialect, Tables } from '../../db/types';
import { adminReservations, toAdminReservation, whereStatus } from '../admin-reservation-row';
import { LONGEST_HOLD_MS } from '../holds';
import { moneyOfMany } from '../ledger';
import { matchesPerson } from '../people/matches-person';
import { type Keyset, keysetPage, type Page } from './pages';

export interface AdminFilter {
  /** Held intervals overlapping [from, to) (epoch ms, wall clock read as UTC). */
  from?: number;
  to?: number;
  motorcycleId?: number;
  status?: ReservationStatus;
  /** One reservation's id: the reference a rider gives at the desk. */
  reference?: number;
  /** The start of words of the rider's name, or of their email or phone, as People searches. */
  rider?: string;
}

/** One page of every rider's reservations for the administrators' list, by start time. */
export async function listAllReservations(
  db: Kysely<Tables>,
  filter: AdminFilter,
  page: { limit: number; after: Keyset | null },
  dialect: Dialect,
): Promise<Page<AdminReservation, Keyset>> {
  const query = adminReservations(db)
    .$if(filter.from !== undefined, (query) =>
      query
        .where('r.end_at', '>', filter.from as number)
        // Implied by the line above; it bounds the index range on start time.
        .where('r.start_at', '>', (filter.from as number) - LONGEST_HOLD_MS),
    )
    .$if(filter.to !== undefined, (query) => query.where('r.start_at', '<', filter.to as number))
    .$if(filter.motorcycleId !== undefined, (query) =>
      query.where('r.motorcycle_id', '=', filter.motorcycleId as number),
    )
    .$if(filter.status !== undefined, (query) => whereStatus(query, filter.status))
    .$if(filter.reference !== undefined, (query) =>
      query.where('r.id', '=', filter.reference as number),
    )
    .$if(filter.rider !== undefined, (query) =>
      query.where(
        'r.user_id',
        'in',
        db
          .selectFrom('users')
          .select('users.id')
          .where(matchesPerson(dialect, filter.rider as string)),
      ),
    );
  const columns = ['r.start_at', 'r.id'] as const;
  const { rows: shown, next } = await keysetPage(
    query,
    columns,
    'asc',
    page,
    (row) => row.start_at,
  );
  const withMoney = await moneyOfMany(db, shown);
  return {
    next,
    rows: withMoney.map(({ row, money }) => ({
      ...toAdminReservation(row),
      money: toReservationMoney(money),
    })),
  };
}
