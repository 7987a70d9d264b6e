import { MAX_BLOCK_DAYS, type MonthlyReportRow, type ReportMonth } from 'shared-domain';
import { setImmediate } from 'node:timers/promises';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, Dialect, Tables } from '../db/types';
import { LONGEST_HOLD_MS } from './holds';

const HOUR_MS = 3_600_000;
/** No block is longer, so one that overlaps a month starts after its start − this. */
const LONGEST_BLOCK_MS = MAX_BLOCK_DAYS * 86_400_000;
/** Duration tenths → milliseconds. */
const TENTH_MS = 360_000;

/** A motorcycle's figures for one month, summed by the database. */
interface MonthFigures {
  reservations: number;
  cancellations: number;
  bookedMs: number;
  workshopMs: number;
  revenueCents: number;
}

const NONE: MonthFigures = {
  reservations: 0,
  cancellations: 0,
  bookedMs: 0,
  workshopMs: 0,
  revenueCents: 0,
};

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
function reservationFigures({ db, dialect }: Database, month: ReportMonth) {
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
      .where('r.start_at', '>', month.start - LONGEST_HOLD_MS)
      .where('r.start_at', '<', month.end)
      .where('r.end_at', '>', month.start)
      .where(rideEnd, '>', start)
      .groupBy('r.motorcycle_id')
      .execute()
  );
}

/** The workshop hours of one month, per motorcycle (a motorcycle's blocks never overlap). */
function workshopFigures({ db, dialect }: Database, month: ReportMonth) {
  const start = integer(month.start);
  const end = integer(month.end);
  const from = greater(dialect, sql`b.start_at`, start);
  const to = lesser(dialect, sql`b.end_at`, end);
  return db
    .selectFrom('blocks as b')
    .select(['b.motorcycle_id', sql<number | string>`sum(${to} - ${from})`.as('workshop_ms')])
    .where('b.start_at', '>', month.start - LONGEST_BLOCK_MS)
    .where('b.start_at', '<', month.end)
    .where('b.end_at', '>', month.start)
    .groupBy('b.motorcycle_id')
    .execute();
}

/** The motorcycles in the catalogue at some moment of [start, end), and those named by `ids`. */
function motorcyclesOf(db: Kysely<Tables>, start: number, end: number, ids: number[]) {
  return db
    .selectFrom('motorcycles')
    .select(['id', 'name', 'created_at', 'deleted_at'])
    .where((eb) => {
      const listed = eb.and([
        eb('created_at', '<', end),
        eb.or([eb('deleted_at', 'is', null), eb('deleted_at', '>=', start)]),
      ]);
      return ids.length === 0 ? listed : eb.or([listed, eb('id', 'in', ids)]);
    })
    .orderBy('name')
    .orderBy('id')
    .execute();
}

const round = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/**
 * Per motorcycle and month (docs/PRODUCT.md, "Reports"): the reservations that stand and the
 * cancelled ones that were to start in the month, the hours ridden and spent in the workshop
 * inside it, the revenue, and the utilisation. One row for every motorcycle that was in the
 * catalogue during the month or has a figure in it, by month, then name.
 *
 * The database sums each month (two statements a month, each reading that month's part of an
 * index), so the work grows with the reservations of the range, never row by row in JavaScript.
 */
export async function monthlyReport(
  database: Database,
  months: readonly ReportMonth[],
): Promise<MonthlyReportRow[]> {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return [];
  const figures: Map<number, MonthFigures>[] = [];
  for (const month of months) {
    // A turn of the event loop before each month: on SQLite every statement runs synchronously,
    // and /health and riders' requests must not wait for a whole report (api/README.md, "Heavy
    // reads"). Month by month on PostgreSQL too, so a report holds two pooled connections, not 48.
    await setImmediate();
    const [reserved, workshop] = await Promise.all([
      reservationFigures(database, month),
      workshopFigures(database, month),
    ]);
    const byMotorcycle = new Map<number, MonthFigures>();
    const of = (id: number) => byMotorcycle.get(id) ?? { ...NONE };
    for (const row of reserved) {
      byMotorcycle.set(row.motorcycle_id, {
        ...of(row.motorcycle_id),
        reservations: Number(row.reservations),
        cancellations: Number(row.cancellations),
        bookedMs: Number(row.booked_ms),
        revenueCents: Number(row.revenue_cents),
      });
    }
    for (const row of workshop) {
      byMotorcycle.set(row.motorcycle_id, {
        ...of(row.motorcycle_id),
        workshopMs: Number(row.workshop_ms),
      });
    }
    figures.push(byMotorcycle);
  }
  const named = [...new Set(figures.flatMap((byMotorcycle) => [...byMotorcycle.keys()]))];
  const motorcycles = await motorcyclesOf(database.db, first.start, last.end, named);

  return months.flatMap((month, index) => {
    const byMotorcycle = figures[index] as Map<number, MonthFigures>;
    return motorcycles
      .filter(
        (motorcycle) =>
          byMotorcycle.has(motorcycle.id) ||
          (Number(motorcycle.created_at) < month.end &&
            (motorcycle.deleted_at === null || Number(motorcycle.deleted_at) >= month.start)),
      )
      .map((motorcycle) => {
        const found = byMotorcycle.get(motorcycle.id) ?? NONE;
        const available = month.end - month.start - found.workshopMs;
        return {
          month: month.month,
          motorcycle_id: motorcycle.id,
          motorcycle_name: motorcycle.name,
          reservations: found.reservations,
          cancellations: found.cancellations,
          booked_hours: round(found.bookedMs / HOUR_MS, 2),
          workshop_hours: round(found.workshopMs / HOUR_MS, 2),
          revenue: found.revenueCents / 100,
          // At most 1, whatever a block over rides already back (docs/PRODUCT.md, "Reports").
          utilisation: available > 0 ? round(Math.min(1, found.bookedMs / available), 4) : null,
        };
      });
  });
}
