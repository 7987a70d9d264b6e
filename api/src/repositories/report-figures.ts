// The database's sums behind the monthly report (reports.ts): one statement per month for the
// reservations, one for the workshop blocks, one for the ledger, each reading that month's part of
// an index.
import type { ReportMonth } from 'shared-domain';
import { type RawBuilder, sql } from 'kysely';
import type { Database, Dialect } from '../db/types';
import { blockSearch } from './blocks';
import { holdSearch, overlapping } from './holds';
import { midnightInstant, signedLines, sumOf } from './ledger-sums';

/** Duration tenths → milliseconds. */
const TENTH_MS = 360_000;

/**
 * A number bound as an integer: SQLite may bind a JavaScript number as REAL, which would turn
 * the integer division below into a fraction. PostgreSQL needs the type to compare with bigint.
 */
const integer = (value: number) => sql<number>`cast(${value} as bigint)`;

/** SQLite's two-argument min and max are PostgreSQL's least and greatest. */
function lesser(dialect: Dialect, a: RawBuilder<unknown>, b: RawBuilder<unknown>) {
  return dialect === 'postgres' ? sql<number>`least(${a}, ${b})` : sql<number>`min(${a}, ${b})`;
}
function greater(dialect: Dialect, a: RawBuilder<unknown>, b: RawBuilder<unknown>) {
  return dialect === 'postgres' ? sql<number>`greatest(${a}, ${b})` : sql<number>`max(${a}, ${b})`;
}

/**
 * The reservations' figures of one month, per motorcycle, in one statement. A ride is
 * [start, start + its hours): a date-only booking rides its hours from 00:00, though it holds the
 * whole day. Its part of the month is the overlap; its total is split in the same proportion, in
 * whole cents rounded half up at each month boundary, so the parts always add up to the total.
 */
export function reservationFigures({ db, dialect }: Database, month: ReportMonth) {
  const start = integer(month.start);
  const end = integer(month.end);
  // Cast first: tenths × 360,000 overflows PostgreSQL's 32-bit integer beyond 596 hours.
  const rideMs = sql<number>`(cast(r.duration_tenths as bigint) * ${sql.lit(TENTH_MS)})`;
  const rideEnd = sql<number>`(r.start_at + ${rideMs})`;
  const from = greater(dialect, sql`r.start_at`, start);
  const to = lesser(dialect, rideEnd, end);
  // Cents of the total earned by `moment`: total × (moment − start) / ride, rounded half up, in
  // integers (whole minutes on both sides, so the products stay far below 2^63).
  const rideMinutes = sql`(r.duration_tenths * 6)`;
  const earnedBy = (moment: RawBuilder<unknown>) =>
    sql`((2 * r.total_cents * ((${moment} - r.start_at) / 60000) + ${rideMinutes}) / (2 * ${rideMinutes}))`;
  const stands = sql`r.cancelled_at is null`;
  const startsInMonth = sql`r.start_at >= ${start}`;
  // Most rides lie wholly inside the month: their hours and total as they are, no arithmetic.
  const inside = sql`${startsInMonth} and ${rideEnd} <= ${end}`;
  const standing = (whole: RawBuilder<unknown>, part: RawBuilder<unknown>) =>
    sql<
      number | string
    >`sum(case when not (${stands}) then 0 when ${inside} then ${whole} else ${part} end)`;
  return (
    db
      .selectFrom('reservations as r')
      .select([
        'r.motorcycle_id',
        sql<number | string>`sum(case when ${stands} and ${startsInMonth} then 1 else 0 end)`.as(
          'reservations',
        ),
        sql<
          number | string
        >`sum(case when not (${stands}) and ${startsInMonth} then 1 else 0 end)`.as(
          'cancellations',
        ),
        standing(rideMs, sql`${to} - ${from}`).as('booked_ms'),
        standing(sql`r.total_cents`, sql`${earnedBy(to)} - ${earnedBy(from)}`).as('revenue_cents'),
      ])
      // The held interval contains the ride, so these bound the index range on start time (and
      // let the index's end time skip rides that ended before the month) before the exact test.
      .where(overlapping('r', holdSearch(month)))
      .where(rideEnd, '>', start)
      .groupBy('r.motorcycle_id')
      .execute()
  );
}

/** The workshop hours of one month, per motorcycle (a motorcycle's blocks never overlap). */
export function workshopFigures({ db, dialect }: Database, month: ReportMonth) {
  const start = integer(month.start);
  const end = integer(month.end);
  const from = greater(dialect, sql`b.start_at`, start);
  const to = lesser(dialect, sql`b.end_at`, end);
  return db
    .selectFrom('blocks as b')
    .select(['b.motorcycle_id', sql<number | string>`sum(${to} - ${from})`.as('workshop_ms')])
    .where(overlapping('b', blockSearch(month)))
    .groupBy('b.motorcycle_id')
    .execute();
}

/**
 * The ledger's money of one month, per motorcycle: the lines written in it on the shop's clock
 * (its first and next month's first midnight in `timeZone`), a void as the line it cancels,
 * negated, in the month it was written (api/README.md, "Money").
 */
export function ledgerFigures({ db }: Database, month: ReportMonth, timeZone: string) {
  return signedLines(db)
    .innerJoin('reservations as r', 'r.id', 'l.reservation_id')
    .select([
      'r.motorcycle_id',
      sumOf('payment').as('paid_cents'),
      sumOf('charge').as('charges_cents'),
      sumOf('refund').as('refunds_cents'),
      sumOf('deposit_kept').as('kept_cents'),
    ])
    .where('l.created_at', '>=', midnightInstant(month.start, timeZone))
    .where('l.created_at', '<', midnightInstant(month.end, timeZone))
    .groupBy('r.motorcycle_id')
    .execute();
}
