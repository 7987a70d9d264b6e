import type { FleetWindow, Interval } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/types';
import { adminReservations, toAdminReservation } from './admin-reservation-row';
import { blocksOverlapping } from './blocks';
import { LONGEST_HOLD_MS } from './holds';

/**
 * What the fleet timeline shows for [window.start, window.end): the motorcycles in the catalogue
 * (and a deleted one while a ride of it falls in the window), the reservations that stand and
 * overlap the window, and the workshop blocks that do, of those motorcycles. Only the window is read, whatever the size
 * of the shop's history.
 */
export async function fleetWindow(
  db: Kysely<Tables>,
  window: Interval,
): Promise<Omit<FleetWindow, 'from' | 'days'>> {
  const [rows, blocks] = await Promise.all([
    adminReservations(db)
      .where('r.cancelled_at', 'is', null)
      .where('r.start_at', '>', window.start - LONGEST_HOLD_MS)
      .where('r.start_at', '<', window.end)
      .where('r.end_at', '>', window.start)
      .orderBy('r.start_at')
      .orderBy('r.id')
      .execute(),
    blocksOverlapping(db, null, window),
  ]);
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
