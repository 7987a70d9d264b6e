import type { FleetWindow, Interval } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/types';
import { adminReservations, toAdminReservation, whereStatus } from './admin-reservation-row';
import { blocksOverlapping } from './blocks';
import { holdSearch, overlapping } from './holds';

/**
 * What the fleet timeline shows for [window.start, window.end): the motorcycles in the catalogue
 * (and a deleted one while a ride of it falls in the window), the reservations that stand and
 * overlap the window, and the workshop blocks that do, of those motorcycles. Only the window is
 * read, whatever the size of the shop's history, and the few rides out past their end at
 * `wallNow`: those hold their scooter until taken back (docs/PRODUCT.md, "The shop's desk").
 */
export async function fleetWindow(
  db: Kysely<Tables>,
  window: Interval,
  wallNow: number,
): Promise<Omit<FleetWindow, 'from' | 'days'>> {
  const [inside, overdue, blocks] = await Promise.all([
    adminReservations(db)
      .where('r.cancelled_at', 'is', null)
      .where(overlapping('r', holdSearch(window)))
      .orderBy('r.start_at')
      .orderBy('r.id')
      .execute(),
    whereStatus(adminReservations(db), 'out')
      .where('r.end_at', '<=', Math.min(wallNow, window.start))
      .where('r.start_at', '<', window.end)
      .execute(),
    blocksOverlapping(db, null, window),
  ]);
  const rows = [...overdue, ...inside].sort(
    (a, b) => Number(a.start_at) - Number(b.start_at) || a.id - b.id,
  );
  const inWindow = [...new Set(rows.map((row) => row.motorcycle_id))];
  const motorcycles = await db
    .selectFrom('motorcycles')
    .select(['id', 'name', 'model'])
    .where((eb) =>
      inWindow.length === 0
        ? eb('deleted_at', 'is', null)
        : eb.or([eb('deleted_at', 'is', null), eb('id', 'in', inWindow)]),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
  // A deleted motorcycle's blocks hold nothing anyone can book: they go with its row.
  const shown = new Set(motorcycles.map(({ id }) => id));
  return {
    motorcycles,
    reservations: rows.map(toAdminReservation),
    blocks: blocks.filter((block) => shown.has(block.motorcycle_id)),
  };
}
