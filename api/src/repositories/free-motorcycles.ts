import type { Interval } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/types';
import { blockSearch } from './blocks';
import { holdSearch, overlapping } from './holds';
import { columns, toMotorcycle } from './motorcycles';

/**
 * Every motorcycle of the catalogue, by id, with whether it is held at some moment of `window`,
 * in one statement, by what holds a booking back (repositories/reservations/book.ts,
 * holdsAround): a reservation that stands (not cancelled) and overlaps it, found in the
 * motorcycle's index between window.start − LONGEST_HOLD_MS and window.end, so each
 * motorcycle reads about a month of its rides, not its history; a ride out past its end at
 * `wallNow`, whatever its age, which holds the scooter until it is taken back (holds.ts,
 * overdueHolds), read once for the whole shop from the partial index of rides out (migration
 * 0004: a handful of rows); and a workshop block that overlaps it, bounded by LONGEST_BLOCK_MS
 * the same way. Touching ends do not overlap: every interval is half-open.
 */
export async function motorcyclesHeldOrFree(db: Kysely<Tables>, window: Interval, wallNow: number) {
  const rows = await db
    .selectFrom('motorcycles as m')
    .select(columns.map((column) => `m.${column}` as const))
    .select((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('reservations as r')
              .select('r.id')
              .whereRef('r.motorcycle_id', '=', 'm.id')
              .where('r.cancelled_at', 'is', null)
              .where(overlapping('r', holdSearch(window))),
          ),
          eb(
            'm.id',
            'in',
            eb
              .selectFrom('reservations as o')
              .select('o.motorcycle_id')
              .where('o.picked_up_at', 'is not', null)
              .where('o.returned_at', 'is', null)
              .where('o.cancelled_at', 'is', null)
              .where('o.end_at', '<=', wallNow)
              .where('o.start_at', '<', window.end),
          ),
          eb.exists(
            eb
              .selectFrom('blocks as b')
              .select('b.id')
              .whereRef('b.motorcycle_id', '=', 'm.id')
              .where(overlapping('b', blockSearch(window))),
          ),
        ])
        .as('held'),
    )
    .where('m.deleted_at', 'is', null)
    .orderBy('m.id')
    .execute();
  // `held`: something holds it at some moment of the window, so it cannot be booked for all of
  // it. SQLite answers 0 or 1, PostgreSQL a boolean.
  return rows.map(({ held, ...row }) => ({ motorcycle: toMotorcycle(row), held: Boolean(held) }));
}
