import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import { EntryFields } from './MoneyFields';
import type { PickupDraft, pickupLines } from './moneyDraft';

interface Props {
  draft: PickupDraft;
  onChange: (draft: PickupDraft) => void;
  problems: ReturnType<typeof pickupLines>['problems'];
  /** The scooter's deposit, when it has one. */
  deposit?: number;
}

/** The hand-over's money, in the same step: the payment (0 to pay later) and the deposit held. */
export function PickupMoney({ draft, onChange, problems, deposit }: Props) {
  const { t } = useTranslation('admin');
  const money = useMoney();
  return (
    <>
      <EntryFields
        legend={t('money.payment')}
        amountLabel={t('money.payment.amount')}
        amountHint={t('money.payment.hint')}
        methodLegend={t('money.payment.method')}
        entry={draft.payment}
        onChange={(payment) => onChange({ ...draft, payment })}
        problems={problems.payment}
      />
      <EntryFields
        legend={t('money.deposit')}
        amountLabel={t('money.deposit.amount')}
        amountHint={
          deposit
            ? t('money.deposit.scooterHint', { amount: money(deposit) })
            : t('money.deposit.hint')
        }
        methodLegend={t('money.deposit.method')}
        entry={draft.deposit}
        onChange={(entry) => onChange({ ...draft, deposit: entry })}
        problems={problems.deposit}
      />
    </>
  );
}
