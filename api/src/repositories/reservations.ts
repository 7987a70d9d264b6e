import {
  type AdminReservation,
  bookingTotal,
  holdingIssue,
  type Interval,
  type Reservation,
  type ReservationStatus,
} from 'shared-domain';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../db/transaction';
import type { Verdict } from '../plugins/rate-limit';
import type { Database, Tables } from '../db/types';
import {
  adminReservations,
  statusOf,
  toAdminReservation,
  whereStatus,
} from './admin-reservation-row';
import { inWorkshop } from './blocks';
import { LONGEST_HOLD_MS, overdueHolds } from './holds';
import { findActiveMotorcycle } from './motorcycles';

function reservationsWithNames(db: Kysely<Tables>) {
  // An inner join is safe: motorcycles are only ever soft-deleted, so the name stays readable.
  return db
    .selectFrom('reservations as r')
    .innerJoin('motorcycles as m', 'm.id', 'r.motorcycle_id')
    .select([
      'r.id',
      'r.date',
      'r.city',
      'r.motorcycle_id',
      'm.name as motorcycle_name',
      'r.duration_tenths',
      'r.total_cents',
    ]);
}

interface ReservationRow {
  id: number;
  date: string;
  city: string;
  motorcycle_id: number;
  motorcycle_name: string;
  duration_tenths: number;
  total_cents: number;
}

function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    date: row.date,
    city: row.city,
    motorcycle_id: row.motorcycle_id,
    motorcycle_name: row.motorcycle_name,
    duration: row.duration_tenths / 10,
    total: row.total_cents / 100,
  };
}

/** The rider's reservations that stand (cancelled ones leave this list), by start. */
export async function listReservations(db: Kysely<Tables>, userId: number): Promise<Reservation[]> {
  const rows = await riderReservations(db, userId).orderBy('r.start_at').orderBy('r.id').execute();
  return rows.map(toReservation);
}

function riderReservations(db: Kysely<Tables>, userId: number) {
  return reservationsWithNames(db)
    .where('r.user_id', '=', userId)
    .where('r.cancelled_at', 'is', null);
}

export interface ReservationInput {
  userId: number;
  motorcycleId: number;
  date: string;
  city: string;
  durationTenths: number;
  /** The total the rider was shown; it must still match the price read under the lock. */
  clientTotal: number;
  interval: Interval;
  /** Now on the shop's wall clock (epoch ms read as UTC): what ends later is still held. */
  wallNow: number;
  /**
   * Counts the booking against the rider's hourly budget, once every check has passed: only
   * bookings that happen count (plugins/rate-limit.ts, AccountLimit).
   */
  count: () => Promise<Verdict>;
}

export type BookingOutcome =
  | { kind: 'created'; reservation: Reservation }
  | { kind: 'unavailable' }
  | { kind: 'overlap' }
  | { kind: 'workshop' }
  | { kind: 'not-back' }
  | { kind: 'too-many' }
  | { kind: 'too-many-at-once' }
  | { kind: 'too-many-hours' }
  | { kind: 'price-changed'; expected: number }
  | { kind: 'limited'; verdict: Exclude<Verdict, { kind: 'allowed' }> };

const HOLDING_OUTCOMES = {
  count: { kind: 'too-many' },
  overlapping: { kind: 'too-many-at-once' },
  hours: { kind: 'too-many-hours' },
} as const;

/**
 * Checks what the rider already holds (shared-domain holdingIssue: how many, how many at once,
 * how many hours) and the motorcycle's availability, and inserts, in one serialised transaction:
 * the rider's and the motorcycle's rows are locked on PostgreSQL (always in that order, so two
 * bookings cannot deadlock), the whole database on SQLite. Two racing requests can therefore
 * neither both see a free slot nor both see room under the rider's limits.
 */
export async function bookMotorcycle(
  database: Database,
  input: ReservationInput,
): Promise<BookingOutcome> {
  return writeTransaction(database, async (trx) => {
    if (database.dialect === 'postgres') {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', input.userId)
        .forUpdate()
        .execute();
    }
    // What the rider holds from now on, and what of it meets the new booking (which may start
    // earlier today, at 00:00 for a single day): a range of the index on the rider's reservations
    // that stand, by end. The limits keep it to a few dozen rows.
    const held = await trx
      .selectFrom('reservations')
      .select(['start_at', 'end_at'])
      .where('user_id', '=', input.userId)
      .where('cancelled_at', 'is', null)
      .where('end_at', '>', Math.min(input.wallNow, input.interval.start))
      .execute();
    const issue = holdingIssue(
      held.map((row) => ({ start: Number(row.start_at), end: Number(row.end_at) })),
      input.interval,
      input.wallNow,
    );
    if (issue !== null) return HOLDING_OUTCOMES[issue];

    const motorcycle = await findActiveMotorcycle(
      trx,
      input.motorcycleId,
      database.dialect === 'postgres',
    );
    if (!motorcycle) return { kind: 'unavailable' };
    // Read under the lock: an administrator's price change committed a moment ago counts.
    const expected = bookingTotal(input.durationTenths / 10, motorcycle.bookingPricePerHour);
    if (Math.abs(input.clientTotal - expected) > 0.01 + 1e-9) {
      return { kind: 'price-changed', expected };
    }
    const totalCents = Math.round(expected * 100);

    // What holds the motorcycle then, in one statement: the bookings that overlap (the lower
    // bound keeps the index range to a month, not its whole history) and any ride out past its
    // end, whatever its age, which holds it until taken back.
    const holds = await trx
      .selectFrom('reservations')
      .select(['id', 'end_at'])
      .where('motorcycle_id', '=', input.motorcycleId)
      .where('cancelled_at', 'is', null)
      .where('start_at', '>', input.interval.start - LONGEST_HOLD_MS)
      .where('start_at', '<', input.interval.end)
      .where('end_at', '>', input.interval.start)
      .unionAll(
        overdueHolds(trx, input.motorcycleId, input.wallNow, input.interval.end).select([
          'id',
          'end_at',
        ]),
      )
      .execute();
    if (holds.some((row) => Number(row.end_at) > input.interval.start)) return { kind: 'overlap' };
    if (holds.length > 0) return { kind: 'not-back' };
    if (await inWorkshop(trx, input.motorcycleId, input.interval)) return { kind: 'workshop' };
    const verdict = await input.count();
    if (verdict.kind !== 'allowed') return { kind: 'limited', verdict };

    const { id } = await trx
      .insertInto('reservations')
      .values({
        user_id: input.userId,
        motorcycle_id: input.motorcycleId,
        date: input.date,
        city: input.city,
        duration_tenths: input.durationTenths,
        total_cents: totalCents,
        start_at: input.interval.start,
        end_at: input.interval.end,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      kind: 'created',
      reservation: toReservation({
        id,
        date: input.date,
        city: input.city,
        motorcycle_id: input.motorcycleId,
        motorcycle_name: motorcycle.name,
        duration_tenths: input.durationTenths,
        total_cents: totalCents,
      }),
    };
  });
}

export type CancelOutcome =
  | { kind: 'cancelled' }
  | { kind: 'not-found' }
  | { kind: 'started' }
  | { kind: 'handed-over' }
  | { kind: 'limited'; verdict: Exclude<Verdict, { kind: 'allowed' }> };

/**
 * Cancels a reservation that stands, keeping its row. `userId` limits it to the rider's own; null
 * lets an administrator cancel anyone's. `startedBefore` refuses one that has started (null: the
 * desk may release a rider who never came). One that was handed over can no longer be cancelled;
 * its row is locked first, so a hand-over racing this cancel leaves exactly one of them done.
 */
export async function cancelReservation(
  database: Database,
  id: number,
  options: {
    userId: number | null;
    /** Now on the shop's wall clock: a reservation that starts then or earlier has started. */
    startedBefore: number | null;
    /**
     * Counts a cancellation of the caller's own reservation against their hourly budget, once
     * it is sure to happen (an administrator cancelling a rider's is not counted; the desk
     * passes none).
     */
    countOwn?: { callerId: number; count: () => Promise<Verdict> };
  },
): Promise<CancelOutcome> {
  return writeTransaction(database, async (trx) => {
    const row = await trx
      .selectFrom('reservations')
      .select(['start_at', 'picked_up_at', 'user_id'])
      .where('id', '=', id)
      .where('cancelled_at', 'is', null)
      .$if(options.userId !== null, (query) =>
        query.where('user_id', '=', options.userId as number),
      )
      .$if(database.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!row) return { kind: 'not-found' };
    if (row.picked_up_at !== null) return { kind: 'handed-over' };
    if (options.startedBefore !== null && Number(row.start_at) <= options.startedBefore) {
      return { kind: 'started' };
    }
    if (options.countOwn && row.user_id === options.countOwn.callerId) {
      const verdict = await options.countOwn.count();
      if (verdict.kind !== 'allowed') return { kind: 'limited', verdict };
    }
    await trx
      .updateTable('reservations')
      .set({ cancelled_at: Date.now() })
      .where('id', '=', id)
      .execute();
    return { kind: 'cancelled' };
  });
}

export interface AdminFilter {
  /** Held intervals overlapping [from, to) (epoch ms, wall clock read as UTC). */
  from?: number;
  to?: number;
  motorcycleId?: number;
  status?: ReservationStatus;
}

/**
 * A place in a list ordered by start time, then id (which breaks ties): the last row of the page
 * before. The next page starts right after it, so rows inserted meanwhile neither repeat nor
 * shift the rows that follow, and the database reads from an index instead of counting rows.
 */
export interface Keyset {
  start: number;
  id: number;
}

export interface Page<Row, Position> {
  rows: Row[];
  /** Where the next page starts; null on the last page. */
  next: Position | null;
}

/** Up to `limit` of `rows`, fetched one beyond it so that we know whether more follow. */
function pageOf<Row, Position>(
  rows: Row[],
  limit: number,
  positionOf: (row: Row) => Position,
): Page<Row, Position> {
  if (rows.length <= limit) return { rows, next: null };
  const shown = rows.slice(0, limit);
  return { rows: shown, next: positionOf(shown[limit - 1] as Row) };
}

/** One page of every rider's reservations for the administrators' list, by start time. */
export async function listAllReservations(
  db: Kysely<Tables>,
  filter: AdminFilter,
  page: { limit: number; after: Keyset | null },
): Promise<Page<AdminReservation, Keyset>> {
  const { after } = page;
  const rows = await adminReservations(db)
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
    .$call((query) =>
      after
        ? query.where(({ eb, refTuple, tuple }) =>
            eb(refTuple('r.start_at', 'r.id'), '>', tuple(after.start, after.id)),
          )
        : query,
    )
    .orderBy('r.start_at')
    .orderBy('r.id')
    .limit(page.limit + 1)
    .execute();
  const { rows: shown, next } = pageOf(rows, page.limit, (row) => ({
    start: Number(row.start_at),
    id: row.id,
  }));
  return { next, rows: shown.map(toAdminReservation) };
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
