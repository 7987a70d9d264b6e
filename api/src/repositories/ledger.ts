import {
  fromCents,
  type LedgerLine,
  type LineCents,
  type MoneyCents,
  moneyCents,
} from 'shared-domain';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/types';

// A reservation's ledger as read (api/README.md, "Money"): its lines and its money; written by
// ledger-write.ts.

/** Lines, oldest first, with who wrote each. */
function lineRows(db: Kysely<Tables>) {
  return db
    .selectFrom('ledger_lines as l')
    .innerJoin('users as u', 'u.id', 'l.created_by')
    .select(['l.id', 'l.reservation_id', 'l.kind', 'l.amount_cents', 'l.method', 'l.note'])
    .select(['l.voids_line_id', 'l.created_at', 'l.created_by', 'u.name as created_by_name'])
    .orderBy('l.id');
}

/** A reservation's lines, oldest first, with who wrote each. */
export function linesOf(db: Kysely<Tables>, reservationId: number) {
  return lineRows(db).where('l.reservation_id', '=', reservationId).execute();
}

/** The lines of every reservation of one rider, oldest first (the rider's data export). */
export function linesOfRider(db: Kysely<Tables>, userId: number) {
  return lineRows(db)
    .innerJoin('reservations as r', 'r.id', 'l.reservation_id')
    .where('r.user_id', '=', userId)
    .execute();
}

export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** A stored line as the money is computed from it. */
export const toCentsLine = (
  row: Pick<LineRow, 'id' | 'kind' | 'amount_cents' | 'voids_line_id'>,
): LineCents => ({
  id: row.id,
  kind: row.kind,
  amountCents: row.amount_cents,
  voidsLineId: row.voids_line_id,
});

/** A ride owes its total until it is cancelled (as of `at`, epoch ms: now when not given). */
export function owedCents(row: Omit<Owing, 'id'>, at = Infinity): number {
  return row.cancelled_at !== null && Number(row.cancelled_at) < at ? 0 : row.total_cents;
}

/** Lines of one reservation as the api sends them, each with the void that cancelled it. */
export function toLedgerLines(rows: readonly LineRow[]): LedgerLine[] {
  const voidedBy = new Map(rows.map((row) => [row.voids_line_id, row.id]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: fromCents(row.amount_cents),
    method: row.method,
    note: row.note,
    voids_line_id: row.voids_line_id,
    voided_by: voidedBy.get(row.id) ?? null,
    created_at: new Date(Number(row.created_at)).toISOString(),
    created_by: { id: row.created_by, name: row.created_by_name },
  }));
}

/** A reservation's ledger, oldest first, and its money now (`owed`: owedCents of its row). */
export async function readLedger(db: Kysely<Tables>, reservationId: number, owed: number) {
  const rows = await linesOf(db, reservationId);
  return { lines: toLedgerLines(rows), money: moneyCents(owed, rows.map(toCentsLine)) };
}

/** A reservation's row as its money reads it. */
type Owing = { id: number; total_cents: number; cancelled_at: number | string | null };

/**
 * The money of several reservations in one statement, each beside its row: the lines written
 * before `before` (epoch ms; all of them when not given), and the total unless cancelled by then.
 */
export async function moneyOfMany<Row extends Owing>(
  db: Kysely<Tables>,
  reservations: readonly Row[],
  before = Infinity,
): Promise<{ row: Row; money: MoneyCents }[]> {
  if (reservations.length === 0) return [];
  const lines = await db
    .selectFrom('ledger_lines')
    .select(['id', 'reservation_id', 'kind', 'amount_cents', 'voids_line_id'])
    .where(
      'reservation_id',
      'in',
      reservations.map((row) => row.id),
    )
    .$if(Number.isFinite(before), (query) => query.where('created_at', '<', before))
    .execute();
  return reservations.map((row) => ({
    row,
    money: moneyCents(
      owedCents(row, before),
      lines.filter((line) => line.reservation_id === row.id).map(toCentsLine),
    ),
  }));
}

/** The ledger and money of a reservation that exists. */
export async function ledgerOf(db: Kysely<Tables>, reservationId: number) {
  const row = await db
    .selectFrom('reservations')
    .select(['total_cents', 'cancelled_at'])
    .where('id', '=', reservationId)
    .executeTakeFirstOrThrow();
  return readLedger(db, reservationId, owedCents(row));
}
