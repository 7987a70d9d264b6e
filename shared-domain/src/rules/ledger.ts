import { LEDGER_AMOUNT_MAX, LEDGER_KINDS, LEDGER_METHODS, type LedgerKind } from '../ledgerKinds';
import { METHOD_KINDS, NOTE_KINDS } from '../money';
import { amountProblem } from './motorcycle';
import { ruleProblem, type RuleProblem } from './problem';
import { blankProblem, isBlank } from './text';

/** The rules of a ledger line (docs/PRODUCT.md, "Money at the desk"), for the desk and the api. */

/** A line as typed or sent: anything may be missing or wrong. */
export interface LedgerLineInput {
  kind: string;
  amount?: number | string;
  method?: string;
  note?: string;
  line_id?: number;
}

export type LedgerField = 'kind' | 'amount' | 'method' | 'note' | 'line_id';

const isKind = (kind: string): kind is LedgerKind =>
  (LEDGER_KINDS as readonly string[]).includes(kind);
const given = (value: string | number | undefined) => value !== undefined && value !== '';

/** What is wrong with the method of a line of a known kind, or null. */
function methodProblem(kind: LedgerKind, method: string | undefined): RuleProblem | null {
  if (!given(method)) return METHOD_KINDS.includes(kind) ? blankProblem('method') : null;
  if (!(LEDGER_METHODS as readonly string[]).includes(method ?? '')) {
    return ruleProblem('ledger.method', { methods: LEDGER_METHODS.join(', ') });
  }
  return METHOD_KINDS.includes(kind) ? null : ruleProblem('ledger.noMethod');
}

/**
 * What is wrong with a new line, by field, in the form's order (none: fine). A void names the
 * line it cancels and takes that line's amount and method; every other kind has an amount, a
 * method when money changes hands, and a note when it must say what it is for.
 */
export function ledgerLineProblems(
  input: LedgerLineInput,
): Partial<Record<LedgerField, RuleProblem>> {
  const { kind, amount, method, note, line_id: lineId } = input;
  if (!isKind(kind)) {
    return { kind: ruleProblem('ledger.kind', { kinds: LEDGER_KINDS.join(', ') }) };
  }
  if (kind === 'void') {
    const problems: Partial<Record<LedgerField, RuleProblem>> = {};
    if (given(amount) || given(method)) problems.amount = ruleProblem('ledger.voidTakesLine');
    if (lineId === undefined) problems.line_id = blankProblem('line_id');
    return problems;
  }
  const problems: Partial<Record<LedgerField, RuleProblem>> = {};
  const amountIssue =
    amount === undefined
      ? blankProblem('amount')
      : amountProblem('amount', amount, { positive: true, max: LEDGER_AMOUNT_MAX });
  if (amountIssue) problems.amount = amountIssue;
  const methodIssue = methodProblem(kind, method);
  if (methodIssue) problems.method = methodIssue;
  if (NOTE_KINDS.includes(kind) && isBlank(note ?? '')) {
    problems.note = ruleProblem('ledger.noteNeeded');
  }
  if (lineId !== undefined) problems.line_id = ruleProblem('ledger.lineOnlyForVoid');
  return problems;
}

/** The ledger's problems that only the api can find (it knows the reservation's lines). */
export const LEDGER_PROBLEMS = {
  /** A deposit returned or kept beyond what is held (`cents`: what is held). */
  overHeld: (cents: number) => ruleProblem('ledger.overHeld', { held: cents / 100 }),
  /** A refund beyond what was paid and not yet refunded (`cents`: that much). */
  overPaid: (cents: number) => ruleProblem('ledger.overPaid', { paid: cents / 100 }),
  noSuchLine: (id: number) => ruleProblem('ledger.noSuchLine', { id }),
  alreadyVoided: (id: number) => ruleProblem('ledger.alreadyVoided', { id }),
  voidOfVoid: ruleProblem('ledger.voidOfVoid'),
  /** Voiding a deposit held that was since returned or kept would hold less than nothing. */
  depositSpent: (id: number) => ruleProblem('ledger.depositSpent', { id }),
  /** Voiding a payment that was since refunded would leave more refunded than paid. */
  paymentRefunded: (id: number) => ruleProblem('ledger.paymentRefunded', { id }),
};
