import { LEDGER_AMOUNT_MAX, type LedgerKind, type LedgerMethod } from 'shared-domain';
import type { AdminT } from '../ui/i18n';
import type { MoneyProblem } from './moneyDraft';

/** How the desk says a line's kind: "Payment", "Deposit kept". */
export function kindName(t: AdminT, kind: LedgerKind): string {
  const words = {
    payment: t('money.kind.payment'),
    refund: t('money.kind.refund'),
    charge: t('money.kind.charge'),
    deposit_held: t('money.kind.deposit_held'),
    deposit_returned: t('money.kind.deposit_returned'),
    deposit_kept: t('money.kind.deposit_kept'),
    void: t('money.kind.void'),
  };
  return words[kind];
}

/** "Cash", "Card", "Bank transfer". */
export function methodName(t: AdminT, method: LedgerMethod): string {
  const words = {
    cash: t('money.method.cash'),
    card: t('money.method.card'),
    transfer: t('money.method.transfer'),
  };
  return words[method];
}

/** The sign of a balance in words: "$20.00 due from the rider", "settled". */
export function balanceText(t: AdminT, money: (amount: number) => string, balance: number) {
  if (balance > 0) return t('money.balance.owed', { amount: money(balance) });
  if (balance < 0) return t('money.balance.owing', { amount: money(-balance) });
  return t('money.balance.settled', { amount: money(0) });
}

/** What is wrong with what the desk typed, in a sentence under the field. */
export function problemText(
  t: AdminT,
  money: (amount: number) => string,
  problem: MoneyProblem | undefined,
  held = 0,
): string | null {
  if (!problem) return null;
  const sentences = {
    amount: t('money.problem.amount'),
    tooLarge: t('money.problem.tooLarge', { max: money(LEDGER_AMOUNT_MAX) }),
    method: t('money.problem.method'),
    reason: t('money.problem.reason'),
    overHeld: t('money.problem.overHeld', { held: money(held) }),
  };
  return sentences[problem];
}
