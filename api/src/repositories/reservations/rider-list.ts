import type { Reservation } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/types';
import { statusOf } from '../admin-reservation-row';
import { LONGEST_HOLD_MS } from '../holds';
import { fromKeyset, type Keyset, type Page, pageOf } from './pages';
import { riderReservations, toReservation } from './rows';

/** The rider's reservations that stand (cancelled ones leave this list), by start. */
export async function listReservations(db: Kysely<Tables>, userId: number): Promise<Reservation[]> {
  const rows = await riderReservations(db, userId).orderBy('r.start_at').orderBy('r.id').execute();
  return rows.map(toReservation);
}

/**
 * The rider's list, paged, comes in two parts: rides that have not ended (the soonest first),
 * then rides that have (the latest first). A position says which part it is in.
 */
export type Segment = 'upcoming' | 'past';

export interface RiderPosition extends Keyset {
  segment: Segment;
}

/** Up to `limit` rides of one part of the rider's list, after `after`, in that part's order. */
async function riderSegment(
  db: Kysely<Tables>,
  userId: number,
  segment: Segment,
  /** `now`: wall-clock time, epoch ms read as UTC. */
  { now, after, limit }: { now: number; after: Keyset | null; limit: number },
) {
  const query = riderReservations(db, userId).select([
    'r.start_at',
    'r.cancelled_at',
    'r.picked_up_at',
    'r.returned_at',
  ]);
  // Each part's start-time bound follows from its end-time rule; it narrows the index range.
  const upcoming = segment === 'upcoming';
  const part = upcoming
    ? query.where('r.end_at', '>', now).where('r.start_at', '>', now - LONGEST_HOLD_MS)
    : query.where('r.end_at', '<=', now).where('r.start_at', '<', now);
  const rows = await fromKeyset(part, ['r.start_at', 'r.id'], upcoming ? 'asc' : 'desc', after)
    .limit(limit)
    .execute();
  return rows.map((row) => ({ segment, row }));
}

/** One page of the rider's reservations that stand: upcoming ones first, then past ones. */
export async function listReservationsPage(
  db: Kysely<Tables>,
  userId: number,
  page: { now: number; limit: number; after: RiderPosition | null },
): Promise<Page<Reservation, RiderPosition>> {
  const { now, limit, after } = page;
  const rows =
    after === null || after.segment === 'upcoming'
      ? await riderSegment(db, userId, 'upcoming', { now, after, limit: limit + 1 })
      : [];
  if (rows.length <= limit) {
    const from = after?.segment === 'past' ? after : null;
    const more = limit + 1 - rows.length;
    rows.push(...(await riderSegment(db, userId, 'past', { now, after: from, limit: more })));
  }
  const { rows: shown, next } = pageOf(rows, limit, ({ segment, row }) => ({
    segment,
    start: Number(row.start_at),
    id: row.id,
  }));
  // The paged list is the booking remote's: it shows the desk's steps ("Out now", "Returned").
  return { rows: shown.map(({ row }) => ({ ...toReservation(row), status: statusOf(row) })), next };
}
