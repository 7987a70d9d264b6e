import {
  lateMinutes,
  toCents,
  type AdminReservation,
  type LedgerLine,
  type LedgerMethod,
  type NewLedgerLine,
  type ReservationMoney,
} from 'shared-domain';
import { reservationInterval } from '../desk/deskText';
import {
  amountProblem,
  centsInput,
  isEmpty,
  movedLine,
  typedCents,
  type EntryProblems,
  type MoneyProblem,
} from './moneyDraft';

/** The take-back's money as typed, and its lines: charges, the deposit back, the rest paid. */

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

const reasonOf = (text: string) => text.trim();

/**
 * The lines of a take-back, in the order written: the charges, the deposit kept and returned,
 * then the rest of the balance paid (or refunded). Keeping more than is held is refused here,
 * before anything is sent.
 */
export function returnLines(draft: ReturnDraft, money: ReservationMoney) {
  const lines: NewLedgerLine[] = [];
  const charges = draft.charges.map((charge): EntryProblems => {
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
  const kept: EntryProblems = draft.keep
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
