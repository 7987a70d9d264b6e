/** The ledger's vocabulary (docs/PRODUCT.md, "Money at the desk"), which the wire's schemas name too. */

/** What a line of the ledger records. */
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
