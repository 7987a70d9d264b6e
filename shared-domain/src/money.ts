/**
 * Money at the desk (issue #38): each reservation's ledger, its money block and the day's
 * cash-up, as the wire carries them. Amounts are JSON numbers in the shop's currency
 * (SHOP_CURRENCY), at most two decimals, as a reservation's `total` is; they are reckoned in
 * integer cents (rules/motorcycle.ts: toCents).
 */
import type { ReservationStatus } from './types';

/** What a line of the ledger records; a `void` cancels another line. */
export const LEDGER_KINDS = [
  'payment',
  'refund',
  'charge',
  'deposit_held',
  'deposit_returned',
  'deposit_kept',
  'void',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How money changed hands. */
export const LEDGER_METHODS = ['cash', 'card', 'transfer'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

/** The largest amount of one line, in the shop's currency: more is a typo. */
export const LEDGER_AMOUNT_MAX = 100_000;

/**
 * Body of POST /api/v1/reservations/{id}/payments. A payment, a refund and a deposit held or
 * returned say how the money moved (`method`); a charge and a kept deposit move none and say
 * what they are for (`note`). A void names the line it cancels and why.
 */
export type NewLedgerLine =
  | {
      kind: Exclude<LedgerKind, 'void'>;
      /** > 0, at most LEDGER_AMOUNT_MAX. */
      amount: number;
      method?: LedgerMethod;
      note?: string;
    }
  | { kind: 'void'; line_id: number; note?: string };

/** A line of a reservation's ledger, as GET /api/v1/reservations/{id} lists it (oldest first). */
export interface LedgerLine {
  id: number;
  kind: LedgerKind;
  /** > 0; a void's is the amount of the line it cancels. */
  amount: number;
  method: LedgerMethod | null;
  note: string | null;
  /** A void: the line it cancels. */
  voids_line_id: number | null;
  /** The void that cancelled this line: it then counts for nothing. */
  voided_by: number | null;
  /** ISO 8601 instant it was written. */
  created_at: string;
  /** Who wrote it (staff are told). */
  created_by?: { id: number; name: string };
}

/**
 * A reservation's money: balance = total + charges − paid − deposit kept + refunded. Positive,
 * the rider owes the shop; negative, the shop owes the rider.
 */
export interface ReservationMoney {
  total: number;
  charges: number;
  paid: number;
  refunded: number;
  balance: number;
  /** What is held now: held − returned − kept. */
  deposit_held: number;
}

/** A day's money of one method, or of all: what came in and went out. */
export interface CashUpFigures {
  payments: number;
  deposits_held: number;
  refunds: number;
  deposits_returned: number;
  /** payments + deposits held */
  money_in: number;
  /** refunds + deposits returned */
  money_out: number;
  /** money in − money out */
  net: number;
}

/** A reservation of the day whose balance at closing is not 0. */
export interface OpenBalance {
  reservation_id: number;
  /** The reservation's `date`. */
  date: string;
  motorcycle_name: string;
  status: ReservationStatus;
  rider: { id: number; name: string };
  money: ReservationMoney;
}

/** Data of GET /api/v1/admin/reports/daily?date=: the day's cash-up on the shop's clock. */
export interface DailyCashUp {
  /** `YYYY-MM-DD` */
  date: string;
  /** SHOP_CURRENCY, ISO 4217. */
  currency: string;
  /** Every method, in LEDGER_METHODS' order. */
  methods: (CashUpFigures & { method: LedgerMethod })[];
  /** Every method together, and what moved no money: the day's charges and deposits kept. */
  totals: CashUpFigures & { charges: number; deposits_kept: number };
  /** Deposits in the shop's hands at the day's end. */
  deposits_held_at_closing: number;
  open_balances: OpenBalance[];
}
