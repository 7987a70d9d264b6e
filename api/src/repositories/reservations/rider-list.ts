import type { Reservation } from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/types';
import { statusOf } from '../admin-reservation-row';
import { LONGEST_HOLD_MS } from '../holds';
import { type Keyset, type Page, pageOf } from './pages';
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
function riderSegment(
  db: Kysely<Tables>,
  userId: number,
  segment: Segment,
  /** Wall-clock time now, epoch ms read as UTC. */
  now: number,
  after: Keyset | null,
  limit: number,
) {
  const query = riderReservations(db, userId).select([
    'r.start_at',
    'r.cancelled_at',
    'r.picked_up_at',
    'r.returned_at',
  ]);
  // Each part's start-time bound follows from its end-time rule; it narrows the index range.
  const part =
    segment === 'upcoming'
      ? query
          .where('r.end_at', '>', now)
          .where('r.start_at', '>', now - LONGEST_HOLD_MS)
          .orderBy('r.start_at')
          .orderBy('r.id')
      : query
          .where('r.end_at', '<=', now)
          .where('r.start_at', '<', now)
          .orderBy('r.start_at', 'desc')
          .orderBy('r.id', 'desc');
  const direction = segment === 'upcoming' ? '>' : '<';
  return part
    .$call((q) =>
      after
        ? q.where(({ eb, refTuple, tuple }) =>
            eb(refTuple('r.start_at', 'r.id'), direction, tuple(after.start, after.id)),
          )
        : q,
    )
    .limit(limit);
}

/** One page of the rider's reservations that stand: upcoming ones first, then past ones. */
export async function listReservationsPage(
  db: Kysely<Tables>,
  userId: number,
  page: { now: number; limit: number; after: RiderPosition | null },
): Promise<Page<Reservation, RiderPosition>> {
  const { now, limit, after } = page;
  type Row = Awaited<ReturnType<ReturnType<typeof riderSegment>['execute']>>[number];
  const rows: { segment: Segment; row: Row }[] = [];
  if (after === null || after.segment === 'upcoming') {
    const upcoming = await riderSegment(db, userId, 'upcoming', now, after, limit + 1).execute();
    rows.push(...upcoming.map((row) => ({ segment: 'upcoming' as const, row })));
  }
  if (rows.length <= limit) {
    const from = after?.segment === 'past' ? after : null;
    const past = await riderSegment(
      db,
      userId,
      'past',
      now,
      from,
      limit + 1 - rows.length,
    ).execute();
    rows.push(...past.map((row) => ({ segment: 'past' as const, row })));
  }
  const { rows: shown, next } = pageOf(rows, limit, ({ segment, row }) => ({
    segment,
    start: Number(row.start_at),
    id: row.id,
  }));
  // The paged list is the booking remote's: it shows the desk's steps ("Out now", "Returned").
  return { rows: shown.map(({ row }) => ({ ...toReservation(row), status: statusOf(row) })), next };
}
