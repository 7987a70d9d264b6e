/**
 * The day's cash-up (GET /api/v1/admin/reports/daily; api/README.md, "Money"): amounts in the
 * shop's currency as JSON numbers with at most two decimals, summed in integer cents.
 */
import type { DailyCashUp } from './wire';

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

/** A reservation of the day whose balance at closing is not 0. */
export type OpenBalance = DailyCashUp['open_balances'][number];
