/**
 * The day's cash-up (GET /api/v1/admin/reports/daily; api/README.md, "Money"): amounts in the
 * shop's currency as JSON numbers with at most two decimals, summed in integer cents.
 */
import type { LedgerMethod, ReservationMoney } from './money';
import type { ReservationStatus } from './types';

/**
 * The figures of a method's day, or of all methods', in the order the cash-up lists them: voids
 * written that day subtract.
 */
export const CASH_UP_FIGURES = [
  'payments',
  'deposits_held',
  'refunds',
  'deposits_returned',
  /** payments + deposits held */
  'money_in',
  /** refunds + deposits returned */
  'money_out',
  /** money in − money out: what the drawer (or the account) gained that day */
  'net',
] as const;

/** A day's money of one method, or of all of them. */
export type CashUpFigures = Record<(typeof CASH_UP_FIGURES)[number], number>;

/** One method's money of the day. */
export interface MethodFigures extends CashUpFigures {
  method: LedgerMethod;
}

/** Every method's money of the day, and what moved no money: charges and deposits kept. */
export interface CashUpTotals extends CashUpFigures {
  charges: number;
  deposits_kept: number;
}

/** A reservation of the day whose balance at closing is not 0. */
export interface OpenBalance {
  reservation_id: number;
  date: string;
  motorcycle_name: string;
  status: ReservationStatus;
  rider: { id: number; name: string };
  money: ReservationMoney;
}

/** Data of GET /api/v1/admin/reports/daily: the day's cash-up on the shop's clock. */
export interface DailyCashUp {
  /** `YYYY-MM-DD` on the shop's clock. */
  date: string;
  /** SHOP_CURRENCY, ISO 4217. */
  currency: string;
  /** Every method, in LEDGER_METHODS' order, also when nothing moved. */
  methods: MethodFigures[];
  totals: CashUpTotals;
  /** Deposits in the shop's hands at the day's end: every held − returned − kept until then. */
  deposits_held_at_closing: number;
  /** Reservations of the day (riding that day, or with a line written that day) not settled. */
  open_balances: OpenBalance[];
}
