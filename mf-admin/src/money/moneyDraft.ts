import {
  LEDGER_AMOUNT_MAX,
  toCents,
  type LedgerMethod,
  type NewLedgerLine,
  type ReservationMoney,
} from 'shared-domain';

/**
 * The money the desk takes with a hand-over or a take-back, as typed, and the ledger lines it
 * makes (issue #38); the take-back's own parts are ./returnDraft.ts. Everything is reckoned in integer cents; a line carries its amount in the
 * shop's currency, as the wire does.
 */

/** An amount as typed, "20", "20.5" or "20,50", in cents; NaN for anything else. */
export function typedCents(text: string): number {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as a field holds them: 2050 → "20.50". */
export const centsInput = (cents: number) => (cents / 100).toFixed(2);

/** What can be wrong with what the desk typed. */
export type MoneyProblem = 'amount' | 'tooLarge' | 'method' | 'reason' | 'overHeld';

/** An amount and how the money moved, as typed: a payment, a refund, a deposit held. */
export interface MoneyEntry {
  amount: string;
  method: LedgerMethod | null;
}

/** What is wrong with each field of an entry, or of a charge (its amount and its reason). */
export type EntryProblems = Partial<Record<'amount' | 'method' | 'reason', MoneyProblem>>;

const MAX_CENTS = LEDGER_AMOUNT_MAX * 100;

/** An amount's problem: not an amount (or 0 where a line needs one), or over one line's most. */
export function amountProblem(cents: number, required: boolean): MoneyProblem | undefined {
  if (Number.isNaN(cents) || (required && cents === 0)) return 'amount';
  return cents > MAX_CENTS ? 'tooLarge' : undefined;
}

/** Blank is 0: nothing taken now. */
const optionalCents = (text: string) => (text.trim() === '' ? 0 : typedCents(text));

/**
 * The line an entry makes: none for 0 (paid later, nothing held) unless a line is `required`; a
 * method for any other.
 */
export function movedLine(
  kind: 'payment' | 'refund' | 'deposit_held' | 'deposit_returned',
  entry: MoneyEntry,
  required = false,
): { line?: NewLedgerLine; problems: EntryProblems } {
  const cents = optionalCents(entry.amount);
  const amount = amountProblem(cents, required);
  if (amount) return { problems: { amount } };
  if (cents === 0) return { problems: {} };
  if (!entry.method) return { problems: { method: 'method' } };
  return { line: { kind, amount: cents / 100, method: entry.method }, problems: {} };
}

export const isEmpty = (problems: object) => Object.values(problems).every((p) => p === undefined);

// The hand-over.

export interface PickupDraft {
  payment: MoneyEntry;
  deposit: MoneyEntry;
}

/** The balance to pay, and the scooter's deposit less what is held already. */
export function pickupDraft(money: ReservationMoney, deposit = 0): PickupDraft {
  const due = Math.max(0, toCents(money.balance));
  const toHold = Math.max(0, toCents(deposit) - toCents(money.deposit_held));
  return {
    payment: { amount: centsInput(due), method: null },
    deposit: { amount: centsInput(toHold), method: null },
  };
}

export function pickupLines(draft: PickupDraft) {
  const payment = movedLine('payment', draft.payment);
  const deposit = movedLine('deposit_held', draft.deposit);
  const lines = [payment.line, deposit.line].filter((line) => line !== undefined);
  const problems = { payment: payment.problems, deposit: deposit.problems };
  return { lines, problems, ok: isEmpty(payment.problems) && isEmpty(deposit.problems) };
}
