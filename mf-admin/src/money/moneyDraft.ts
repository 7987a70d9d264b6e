import {
  LEDGER_AMOUNT_MAX,
  lateMinutes,
  toCents,
  type AdminReservation,
  type LedgerLine,
  type LedgerMethod,
  type NewLedgerLine,
  type ReservationMoney,
} from 'shared-domain';
import { reservationInterval } from '../desk/deskText';

/**
 * The money the desk takes with a hand-over or a take-back, as typed, and the ledger lines it
 * makes (issue #38). Everything is reckoned in integer cents; a line carries its amount in the
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

export interface EntryProblems {
  amount?: MoneyProblem;
  method?: MoneyProblem;
}

const MAX_CENTS = LEDGER_AMOUNT_MAX * 100;

/** An amount's problem: not an amount (or 0 where a line needs one), or over one line's most. */
function amountProblem(cents: number, required: boolean): MoneyProblem | undefined {
  if (Number.isNaN(cents) || (required && cents === 0)) return 'amount';
  return cents > MAX_CENTS ? 'tooLarge' : undefined;
}

/** Blank is 0: nothing taken now. */
const optionalCents = (text: string) => (text.trim() === '' ? 0 : typedCents(text));

/** The line an entry makes: none for 0 (paid later, nothing held); a method for any other. */
function movedLine(
  kind: 'payment' | 'refund' | 'deposit_held',
  entry: MoneyEntry,
): { line?: NewLedgerLine; problems: EntryProblems } {
  const cents = optionalCents(entry.amount);
  const amount = amountProblem(cents, false);
  if (amount) return { problems: { amount } };
  if (cents === 0) return { problems: {} };
  if (!entry.method) return { problems: { method: 'method' } };
  return { line: { kind, amount: cents / 100, method: entry.method }, problems: {} };
}

const isEmpty = (problems: object) => Object.values(problems).every((p) => p === undefined);

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

// The take-back.

export interface ChargeEntry {
  /** Tells the rows apart while some are removed. */
  key: number;
  amount: string;
  reason: string;
}

export interface ReturnDraft {
  charges: ChargeEntry[];
  /** Part of the deposit kept (with why); the rest goes back by `returnMethod`. */
  keep: boolean;
  kept: { amount: string; reason: string };
  returnMethod: LedgerMethod | null;
  /** What is paid or refunded now: null follows the balance as the charges and keep change it. */
  settle: { amount: string | null; method: LedgerMethod | null };
}

/**
 * The late fee a take-back proposes at `now` (the shop's wall clock): each hour started after the
 * ride's end at the scooter's hourly price, as the desk counts minutes late (deskText's
 * isOverdue). None for a ride on time, or when the price is not known.
 */
export function lateFee(reservation: AdminReservation, now: number, pricePerHour?: number) {
  const end = reservationInterval(reservation)?.end;
  const minutes = end === undefined ? 0 : lateMinutes(end, now);
  if (minutes === 0 || pricePerHour === undefined) return null;
  const hours = Math.ceil(minutes / 60);
  return { minutes, hours, cents: hours * toCents(pricePerHour) };
}

/** A take-back's money at first: the late fee proposed, the whole deposit going back. */
export function returnDraft(
  lines: readonly LedgerLine[],
  fee: { cents: number; reason: string } | null,
): ReturnDraft {
  return {
    charges: fee ? [{ key: 0, amount: centsInput(fee.cents), reason: fee.reason }] : [],
    keep: false,
    kept: { amount: '', reason: '' },
    returnMethod: heldMethod(lines),
    settle: { amount: null, method: null },
  };
}

/** The method the deposit still held was taken by: it goes back the same way, by default. */
export function heldMethod(lines: readonly LedgerLine[]): LedgerMethod | null {
  const held = lines.filter((line) => line.kind === 'deposit_held' && line.voided_by === null);
  return held.at(-1)?.method ?? null;
}

export interface ChargeProblems {
  amount?: MoneyProblem;
  reason?: MoneyProblem;
}

const reasonOf = (text: string) => text.trim();

/**
 * The lines of a take-back, in the order written: the charges, the deposit kept and returned,
 * then the rest of the balance paid (or refunded). Keeping more than is held is refused here,
 * before anything is sent.
 */
export function returnLines(draft: ReturnDraft, money: ReservationMoney) {
  const lines: NewLedgerLine[] = [];
  const charges = draft.charges.map((charge): ChargeProblems => {
    const cents = typedCents(charge.amount);
    const problems = {
      amount: amountProblem(cents, true),
      reason: reasonOf(charge.reason) ? undefined : ('reason' as const),
    };
    if (isEmpty(problems)) {
      lines.push({ kind: 'charge', amount: cents / 100, note: reasonOf(charge.reason) });
    }
    return problems;
  });

  const held = toCents(money.deposit_held);
  const keptCents = draft.keep ? typedCents(draft.kept.amount) : 0;
  const kept: ChargeProblems = draft.keep
    ? {
        amount: amountProblem(keptCents, true) ?? (keptCents > held ? 'overHeld' : undefined),
        reason: reasonOf(draft.kept.reason) ? undefined : 'reason',
      }
    : {};
  const keptOk = isEmpty(kept);
  if (draft.keep && keptOk) {
    lines.push({
      kind: 'deposit_kept',
      amount: keptCents / 100,
      note: reasonOf(draft.kept.reason),
    });
  }
  const back = keptOk ? held - keptCents : 0;
  const returnMethod: MoneyProblem | undefined =
    back > 0 && !draft.returnMethod ? 'method' : undefined;
  if (back > 0 && draft.returnMethod) {
    lines.push({ kind: 'deposit_returned', amount: back / 100, method: draft.returnMethod });
  }

  const rest = toCents(money.balance) + chargesCents(lines) - (keptOk ? keptCents : 0);
  const settleKind = rest < 0 ? 'refund' : 'payment';
  const settleAmount = draft.settle.amount ?? centsInput(Math.abs(rest));
  // A settled balance asks for nothing more (its fields are not shown).
  const settle: { line?: NewLedgerLine; problems: EntryProblems } =
    rest === 0
      ? { problems: {} }
      : movedLine(settleKind, { amount: settleAmount, method: draft.settle.method });
  if (settle.line) lines.push(settle.line);

  const ok = charges.every(isEmpty) && keptOk && !returnMethod && isEmpty(settle.problems);
  return {
    lines,
    ok,
    rest,
    back,
    settle: { kind: settleKind, amount: settleAmount },
    problems: { charges, kept, returnMethod, settle: settle.problems },
  };
}

const chargesCents = (lines: readonly NewLedgerLine[]) =>
  lines.reduce((sum, line) => sum + (line.kind === 'charge' ? toCents(line.amount) : 0), 0);
