import {
  LEDGER_PROBLEMS,
  type LedgerKind,
  type LedgerLine,
  type LedgerMethod,
  type MoneyCents,
  moneyCents,
  type RuleProblem,
  toReservationMoney,
} from 'shared-domain';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../db/transaction';
import type { Database, Dialect, Tables } from '../db/types';
import { appendAudit } from './audit';
import { type LineRow, linesOf, owedCents, readLedger, toCentsLine } from './ledger';

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

/**
 * What a void of `target` would break, or null: a line is voided once, a void never, and no void
 * leaves more returned than was taken.
 */
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
  // Voiding a payment since refunded would have refunded more than was paid.
  if (target.kind === 'payment' && before.paid - before.refunded < target.amount_cents) {
    return LEDGER_PROBLEMS.paymentRefunded(target.id);
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
  return writeTransaction(database, (trx) =>
    appendLine(trx, database.dialect, reservationId, input),
  );
}

/**
 * appendLine in the transaction of a desk's step, which already holds the reservation's row: the
 * step's lines in order, each checked against the ones before it. A line refused stops the rest
 * (the caller throws, so the step and its lines are recorded together or not at all).
 */
export async function appendLines(
  trx: Kysely<Tables>,
  dialect: Dialect,
  reservationId: number,
  input: { lines: readonly LineToWrite[]; actorId: number; at: Date },
): Promise<RuleProblem | null> {
  for (const line of input.lines) {
    const outcome = await appendLine(trx, dialect, reservationId, { ...input, line });
    if (outcome.kind === 'refused') return outcome.problem;
  }
  return null;
}

async function appendLine(
  trx: Kysely<Tables>,
  dialect: Dialect,
  reservationId: number,
  input: { line: LineToWrite; actorId: number; at: Date },
): Promise<LedgerOutcome> {
  const reservation = await trx
    .selectFrom('reservations')
    .select(['id', 'total_cents', 'cancelled_at'])
    .where('id', '=', reservationId)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
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
    const problem = amountProblem(line, before);
    if (problem) return { kind: 'refused', problem };
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
}

/** A deposit is given back or kept up to what is held, money refunded up to what was paid. */
function amountProblem(
  line: Extract<LineToWrite, { amountCents: number }>,
  before: MoneyCents,
): RuleProblem | null {
  const takesDeposit = line.kind === 'deposit_returned' || line.kind === 'deposit_kept';
  if (takesDeposit && line.amountCents > before.depositHeld) {
    return LEDGER_PROBLEMS.overHeld(before.depositHeld);
  }
  const refundable = before.paid - before.refunded;
  if (line.kind === 'refund' && line.amountCents > refundable) {
    return LEDGER_PROBLEMS.overPaid(Math.max(0, refundable));
  }
  return null;
}
