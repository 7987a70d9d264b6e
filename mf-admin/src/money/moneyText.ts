import { LEDGER_AMOUNT_MAX, type LedgerKind, type LedgerMethod } from 'shared-domain';
import type { AdminT } from '../ui/i18n';
import type { MoneyProblem } from './moneyDraft';

/** How the desk says a line's kind: "Payment", "Deposit kept". */
export const kindName = (t: AdminT, kind: LedgerKind) => t(`money.kind.${kind}`);

/** "Cash", "Card", "Bank transfer". */
export const methodName = (t: AdminT, method: LedgerMethod) => t(`money.method.${method}`);

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
  // Each sentence takes what it names: the most one line can be, what is held.
  return t(`money.problem.${problem}`, { max: money(LEDGER_AMOUNT_MAX), held: money(held) });
}
