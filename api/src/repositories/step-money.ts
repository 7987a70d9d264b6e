import type { Kysely } from 'kysely';
import type { RuleProblem } from 'shared-domain';
import { writeTransaction } from '../db/transaction';
import type { Database, Dialect, Tables } from '../db/types';
import { appendLines, type LineToWrite } from './ledger-write';

// The money a desk's step takes with it (api/README.md, "Money"): its lines, written after the
// step in the step's transaction, so the step and its money are recorded together or not at all.

/** What every step takes: its money's lines (the payment, the deposit, the charges…) and who. */
export interface StepInput {
  lines: readonly LineToWrite[];
  at: Date;
  actorId: number;
}

/** A step not taken: one of its lines was refused. */
export type LineRefusedOutcome = { kind: 'line-refused'; problem: RuleProblem };

/** Thrown by a step whose line is refused: its transaction rolls the step back with it. */
class LineRefused extends Error {
  constructor(readonly problem: RuleProblem) {
    super('a ledger line of the step was refused');
  }
}

/** The step's lines, after the step in its transaction: all of them, or neither they nor it. */
export async function writeStepLines(
  trx: Kysely<Tables>,
  dialect: Dialect,
  id: number,
  input: StepInput,
) {
  const problem = await appendLines(trx, dialect, id, input);
  if (problem) throw new LineRefused(problem);
}

export async function stepTransaction<T>(
  database: Database,
  work: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T | LineRefusedOutcome> {
  try {
    return await writeTransaction(database, work);
  } catch (error) {
    if (error instanceof LineRefused) return { kind: 'line-refused', problem: error.problem };
    throw error;
  }
}
