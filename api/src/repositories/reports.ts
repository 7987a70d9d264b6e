import { fromCents, type MonthlyReportRow, type ReportMonth } from 'shared-domain';
import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database, Tables } from '../db/types';
import { ledgerFigures, reservationFigures, workshopFigures } from './report-figures';

const HOUR_MS = 3_600_000;

/** A motorcycle's figures for one month, summed by the database: none yet. */
const NONE = {
  reservations: 0,
  cancellations: 0,
  bookedMs: 0,
  workshopMs: 0,
  revenueCents: 0,
  paidCents: 0,
  chargesCents: 0,
  refundsCents: 0,
  keptCents: 0,
};

type MonthFigures = typeof NONE;

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
 * The ledger's money is the lines written in the month on the shop's clock (`timeZone`).
 *
 * The database sums each month (three statements a month, each reading that month's part of an
 * index), so the work grows with the reservations of the range, never row by row in JavaScript.
 */
export async function monthlyReport(
  database: Database,
  months: readonly ReportMonth[],
  timeZone: string,
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
    const [reserved, workshop, ledger] = await Promise.all([
      reservationFigures(database, month),
      workshopFigures(database, month),
      ledgerFigures(database, month, timeZone),
    ]);
    const byMotorcycle = new Map<number, MonthFigures>();
    /** Adds each row's figures to its motorcycle's. */
    const add = <Row extends { motorcycle_id: number }>(
      rows: readonly Row[],
      read: (row: Row) => Partial<MonthFigures>,
    ) => {
      for (const row of rows) {
        const known = byMotorcycle.get(row.motorcycle_id) ?? NONE;
        byMotorcycle.set(row.motorcycle_id, { ...known, ...read(row) });
      }
    };
    add(reserved, (row) => ({
      reservations: Number(row.reservations),
      cancellations: Number(row.cancellations),
      bookedMs: Number(row.booked_ms),
      revenueCents: Number(row.revenue_cents),
    }));
    add(workshop, (row) => ({ workshopMs: Number(row.workshop_ms) }));
    add(ledger, (row) => ({
      paidCents: Number(row.paid_cents),
      chargesCents: Number(row.charges_cents),
      refundsCents: Number(row.refunds_cents),
      keptCents: Number(row.kept_cents),
    }));
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
          paid: fromCents(found.paidCents),
          charges: fromCents(found.chargesCents),
          refunds: fromCents(found.refundsCents),
          deposits_kept: fromCents(found.keptCents),
        };
      });
  });
}
