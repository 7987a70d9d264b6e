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

/**
 * A line that says why (a charge, the deposit kept): an amount, at most `max` cents, and its
 * reason, both required.
 */
function notedLine(
  kind: 'charge' | 'deposit_kept',
  typed: { amount: string; reason: string },
  max = Infinity,
) {
  const cents = typedCents(typed.amount);
  const note = typed.reason.trim();
  const problems: EntryProblems = {
    amount: amountProblem(cents, true) ?? (cents > max ? 'overHeld' : undefined),
    reason: note ? undefined : 'reason',
  };
  const line: NewLedgerLine | undefined = isEmpty(problems)
    ? { kind, amount: cents / 100, note }
    : undefined;
  return { line, cents: line ? cents : 0, problems };
}

const NOTHING_KEPT: ReturnType<typeof notedLine> = { line: undefined, cents: 0, problems: {} };

/**
 * The lines of a take-back, in the order written: the charges, the deposit kept and returned,
 * then the rest of the balance paid (or refunded). Keeping more than is held is refused here,
 * before anything is sent.
 */
export function returnLines(draft: ReturnDraft, money: ReservationMoney) {
  const held = toCents(money.deposit_held);
  const charges = draft.charges.map((charge) => notedLine('charge', charge));
  const kept = draft.keep ? notedLine('deposit_kept', draft.kept, held) : NOTHING_KEPT;
  const keptOk = isEmpty(kept.problems);
  const back = keptOk ? held - kept.cents : 0;
  const returnMethod: MoneyProblem | undefined =
    back > 0 && !draft.returnMethod ? 'method' : undefined;
  const returned: NewLedgerLine | undefined =
    back > 0 && draft.returnMethod
      ? { kind: 'deposit_returned', amount: back / 100, method: draft.returnMethod }
      : undefined;

  const chargesCents = charges.reduce((sum, charge) => sum + charge.cents, 0);
  const rest = toCents(money.balance) + chargesCents - kept.cents;
  const settleKind = rest < 0 ? 'refund' : 'payment';
  const settleAmount = draft.settle.amount ?? centsInput(Math.abs(rest));
  // A settled balance asks for nothing more (its fields are not shown).
  const settle: { line?: NewLedgerLine; problems: EntryProblems } =
    rest === 0
      ? { problems: {} }
      : movedLine(settleKind, { amount: settleAmount, method: draft.settle.method });

  const lines = [...charges.map(({ line }) => line), kept.line, returned, settle.line];
  const problems = {
    charges: charges.map((charge) => charge.problems),
    kept: kept.problems,
    returnMethod,
    settle: settle.problems,
  };
  return {
    lines: lines.filter((line) => line !== undefined),
    ok: problems.charges.every(isEmpty) && keptOk && !returnMethod && isEmpty(settle.problems),
    rest,
    back,
    settle: { kind: settleKind, amount: settleAmount },
    problems,
  };
}
