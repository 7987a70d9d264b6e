/**
 * Money at the desk (docs/PRODUCT.md, "Money at the desk"; api/README.md, "Money"): each
 * reservation's ledger, the money block the rider's and the desk's views show, and the day's
 * cash-up. Lines are kept in integer cents; on the wire every amount is in the shop's currency
 * (SHOP_CURRENCY) as a JSON number with at most two decimals, as a reservation's `total` is.
 */
import { LEDGER_KINDS, type LedgerKind, type LedgerMethod } from './ledgerKinds';
import type { LedgerLine, ReservationMoney } from './wire';

/**
 * The kinds whose money changes hands at the desk, so they say how (a method). A charge and a
 * kept deposit move no money (a charge is owed, a kept deposit is already in the shop's hands)
 * and take none; a void takes the method of the line it cancels.
 */
export const METHOD_KINDS: readonly LedgerKind[] = [
  'payment',
  'refund',
  'deposit_held',
  'deposit_returned',
];

/** The kinds that must say what they are for (damage, lateness, fuel…): a note. */
export const NOTE_KINDS: readonly LedgerKind[] = ['charge', 'deposit_kept'];

/** Body of POST /api/v1/reservations/{id}/payments. */
export type NewLedgerLine =
  | {
      kind: Exclude<LedgerKind, 'void'>;
      /**
       * In the shop's currency, > 0, at most two decimals and LEDGER_AMOUNT_MAX (the api also
       * takes a numeric string, as it does every number: api/README.md, "Numbers").
       */
      amount: number;
      /** Only for METHOD_KINDS, which need one. */
      method?: LedgerMethod;
      /** Required for NOTE_KINDS. */
      note?: string;
    }
  | {
      kind: 'void';
      /** The line of this reservation that it cancels (never a void). */
      line_id: number;
      note?: string;
    };

/** The same figures in integer cents, with the deposit kept that the balance reads. */
export interface MoneyCents extends Omit<ReservationMoney, 'deposit_held'> {
  kept: number;
  depositHeld: number;
}

/** What the money of a reservation is computed from: its lines in cents. */
export interface LineCents {
  id: number;
  kind: LedgerKind;
  amountCents: number;
  voidsLineId: number | null;
}

/**
 * A reservation's money in integer cents from its total (0 when cancelled) and every line of its
 * ledger: a line some void names counts for nothing, and voids themselves count for nothing.
 */
export function moneyCents(totalCents: number, lines: readonly LineCents[]): MoneyCents {
  const voided = new Set(lines.map((line) => line.voidsLineId).filter((id) => id !== null));
  const sums = Object.fromEntries(LEDGER_KINDS.map((kind) => [kind, 0])) as Record<
    LedgerKind,
    number
  >;
  for (const line of lines) {
    if (!voided.has(line.id)) sums[line.kind] += line.amountCents;
  }
  return {
    total: totalCents,
    charges: sums.charge,
    paid: sums.payment,
    refunded: sums.refund,
    kept: sums.deposit_kept,
    balance: totalCents + sums.charge - sums.payment - sums.deposit_kept + sums.refund,
    depositHeld: sums.deposit_held - sums.deposit_returned - sums.deposit_kept,
  };
}

/**
 * The lines that count, as a receipt or a rider reads them: neither a void nor a line voided (the
 * shop's own correction).
 */
export const countingLines = <Line extends Pick<LedgerLine, 'kind' | 'voided_by'>>(
  lines: readonly Line[],
): Line[] => lines.filter((line) => line.kind !== 'void' && line.voided_by === null);

/** Cents → the wire's amount in the shop's currency. */
export const fromCents = (cents: number) => cents / 100;

/** The money block on the wire. */
export function toReservationMoney(money: MoneyCents): ReservationMoney {
  return {
    total: fromCents(money.total),
    charges: fromCents(money.charges),
    paid: fromCents(money.paid),
    refunded: fromCents(money.refunded),
    balance: fromCents(money.balance),
    deposit_held: fromCents(money.depositHeld),
  };
}
