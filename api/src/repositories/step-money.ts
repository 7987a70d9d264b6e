import type { AdminReservation, RuleProblem } from 'shared-domain';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../db/transaction';
import type { Database, Tables } from '../db/types';
import { findAdminReservation, statusOf } from './admin-reservation-row';
import { appendLines, type LineToWrite } from './ledger-write';

// A desk's step (the hand-over and take-back of handovers.ts) and the money it takes with it
// (api/README.md, "Money"): its lines, written after the step in the step's transaction, so the
// step and its money are recorded together or not at all.

/** What every step takes: its money's lines (the payment, the deposit, the charges…) and who. */
export interface StepInput {
  lines: readonly LineToWrite[];
  at: Date;
  actorId: number;
}

export type StepOutcome =
  | { kind: 'done'; reservation: AdminReservation }
  | { kind: 'not-found' }
  | { kind: 'wrong-status'; status: AdminReservation['status'] }
  /** The step not taken: one of its lines was refused. */
  | { kind: 'line-refused'; problem: RuleProblem };

/** Thrown by a step whose line is refused: its transaction rolls the step back with it. */
class LineRefused extends Error {
  constructor(readonly problem: RuleProblem) {
    super('a ledger line of the step was refused');
  }
}

/**
 * Reads the reservation's row under a lock (PostgreSQL: FOR UPDATE; SQLite: the write
 * transaction), so a hand-over racing a cancel or another hand-over finds the other's result.
 */
async function lockedRow(trx: Kysely<Tables>, id: number, lock: boolean) {
  return trx
    .selectFrom('reservations')
    .selectAll()
    .where('id', '=', id)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
}

type StepRow = NonNullable<Awaited<ReturnType<typeof lockedRow>>>;

/**
 * The step of the reservation `id` that only a reservation in status `from` takes, in one
 * transaction: its row, locked; `take`, which answers why not (a refusal) or writes the step
 * (null); the step's lines, all of them or neither they nor the step; then `after`, which reads
 * them. Answers the reservation as the step left it.
 */
export async function deskStep<Refusal extends { kind: string }>(
  database: Database,
  { id, input, from }: { id: number; input: StepInput; from: 'confirmed' | 'out' },
  take: (trx: Kysely<Tables>, row: StepRow) => Promise<Refusal | null>,
  after?: (trx: Kysely<Tables>, row: StepRow) => Promise<void>,
): Promise<StepOutcome | Refusal> {
  const outcome = await writeTransaction(database, async (trx) => {
    const row = await lockedRow(trx, id, database.dialect === 'postgres');
    if (!row) return { kind: 'not-found' } as const;
    const status = statusOf(row);
    if (status !== from) return { kind: 'wrong-status', status } as const;
    const refusal = await take(trx, row);
    if (refusal) return refusal;
    const problem = await appendLines(trx, database.dialect, id, input);
    if (problem) throw new LineRefused(problem);
    await after?.(trx, row);
    return null;
  }).catch((error: unknown) => {
    if (error instanceof LineRefused) {
      return { kind: 'line-refused', problem: error.problem } as const;
    }
    throw error;
  });
  if (outcome) return outcome;
  const reservation = await findAdminReservation(database.db, id);
  return reservation ? { kind: 'done', reservation } : { kind: 'not-found' };
}
