import {
  fromCents,
  LEDGER_PROBLEMS,
  type LedgerKind,
  type LedgerLine,
  type LedgerMethod,
  type LineCents,
  type MoneyCents,
  moneyCents,
  type RuleProblem,
  toReservationMoney,
} from 'shared-domain';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../db/transaction';
import type { Database, Tables } from '../db/types';
import { appendAudit } from './audit';

/** A line to write, its fields checked by shared-domain's ledgerLineProblems. */
export type LineToWrite =
  | {
      kind: Exclude<LedgerKind, 'void'>;
      amountCents: number;
      method: LedgerMethod | null;
      note: string | null;
    }
  | { kind: 'void'; lineId: number; note: string | null };

export type LedgerOutcome =
  | { kind: 'done'; line: LedgerLine; lines: LedgerLine[]; money: MoneyCents }
  | { kind: 'not-found' }
  | { kind: 'refused'; problem: RuleProblem };

/** A reservation's lines, oldest first, with who wrote each. */
function linesOf(db: Kysely<Tables>, reservationId: number) {
  return db
    .selectFrom('ledger_lines as l')
    .innerJoin('users as u', 'u.id', 'l.created_by')
    .select(['l.id', 'l.kind', 'l.amount_cents', 'l.method', 'l.note', 'l.voids_line_id'])
    .select(['l.created_at', 'l.created_by', 'u.name as created_by_name'])
    .where('l.reservation_id', '=', reservationId)
    .orderBy('l.id')
    .execute();
}

type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

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

function toLedgerLines(rows: readonly LineRow[]): LedgerLine[] {
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
export async function readLedger(
  db: Kysely<Tables>,
  reservationId: number,
  owed: number,
): Promise<{ lines: LedgerLine[]; money: MoneyCents }> {
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

/** What a void of `target` would break, or null: a line is voided once, a void never. */
function voidProblem(
  target: LineRow,
  rows: readonly LineRow[],
  before: MoneyCents,
): RuleProblem | null {
  if (target.kind === 'void') return LEDGER_PROBLEMS.voidOfVoid;
  if (rows.some((row) => row.voids_line_id === target.id)) {
    return LEDGER_PROBLEMS.alreadyVoided(target.id);
  }
  // Voiding a deposit held that was since returned or kept would hold less than nothing.
  if (target.kind === 'deposit_held' && before.depositHeld < target.amount_cents) {
    return LEDGER_PROBLEMS.depositSpent(target.id);
  }
  return null;
}

/**
 * Adds one line to a reservation's ledger, with its audit row, in one transaction that holds the
 * reservation's row (PostgreSQL: FOR UPDATE; SQLite: the write lock), so two desks writing to one
 * ride at once each read the other's line: neither returns nor keeps a deposit the other already
 * did, nor voids a line twice.
 */
export async function writeLedgerLine(
  database: Database,
  reservationId: number,
  input: { line: LineToWrite; actorId: number; at: Date },
): Promise<LedgerOutcome> {
  return writeTransaction(database, async (trx): Promise<LedgerOutcome> => {
    const reservation = await trx
      .selectFrom('reservations')
      .select(['id', 'total_cents', 'cancelled_at'])
      .where('id', '=', reservationId)
      .$if(database.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!reservation) return { kind: 'not-found' };
    const rows = await linesOf(trx, reservationId);
    const owed = owedCents(reservation);
    const before = moneyCents(owed, rows.map(toCentsLine));
    const { line } = input;
    let values: { kind: LedgerKind; amount_cents: number; method: LedgerMethod | null };
    let voids: number | null = null;
    if (line.kind === 'void') {
      const target = rows.find((row) => row.id === line.lineId);
      if (!target) return { kind: 'refused', problem: LEDGER_PROBLEMS.noSuchLine(line.lineId) };
      const problem = voidProblem(target, rows, before);
      if (problem) return { kind: 'refused', problem };
      values = { kind: 'void', amount_cents: target.amount_cents, method: target.method };
      voids = target.id;
    } else {
      const takesDeposit = line.kind === 'deposit_returned' || line.kind === 'deposit_kept';
      if (takesDeposit && line.amountCents > before.depositHeld) {
        return { kind: 'refused', problem: LEDGER_PROBLEMS.overHeld(before.depositHeld) };
      }
      values = { kind: line.kind, amount_cents: line.amountCents, method: line.method };
    }
    const { id } = await trx
      .insertInto('ledger_lines')
      .values({
        ...values,
        reservation_id: reservationId,
        note: line.note,
        voids_line_id: voids,
        created_by: input.actorId,
        created_at: input.at.getTime(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await readLedger(trx, reservationId, owed);
    const written = after.lines.find((each) => each.id === id) as LedgerLine;
    await appendAudit(trx, {
      actorId: input.actorId,
      action: `money.${values.kind}`,
      subject: { type: 'reservation', id: reservationId },
      before: toReservationMoney(before),
      after: {
        line_id: id,
        kind: written.kind,
        amount: written.amount,
        method: written.method,
        note: written.note,
        voids_line_id: written.voids_line_id,
        ...toReservationMoney(after.money),
      },
    });
    return { kind: 'done', line: written, ...after };
  });
}
