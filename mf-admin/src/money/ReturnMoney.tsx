import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import type { ReservationMoney } from 'shared-domain';
import { ChargesFields } from './ChargesFields';
import { DepositBackFields } from './DepositBackFields';
import { EntryFields } from './MoneyFields';
import type { ReturnDraft, returnLines } from './returnDraft';
import { balanceText } from './moneyText';

interface Props {
  draft: ReturnDraft;
  onChange: (draft: ReturnDraft) => void;
  checked: ReturnType<typeof returnLines>;
  money: ReservationMoney;
  /** The damage the take-back records. */
  damage: string;
}

/**
 * The take-back's money: the charges (the late fee proposed), the deposit returned or partly
 * kept, then what is left of the balance, paid or refunded now (0 leaves it for later).
 */
export function ReturnMoney({ draft, onChange, checked, money, damage }: Props) {
  const { t } = useTranslation('admin');
  const format = useMoney();
  const change = (changes: Partial<ReturnDraft>) => onChange({ ...draft, ...changes });
  const refund = checked.settle.kind === 'refund';
  const rest = balanceText(t, format, checked.rest / 100);
  return (
    <>
      <ChargesFields
        charges={draft.charges}
        onChange={(charges) => change({ charges })}
        problems={checked.problems.charges}
        damage={damage}
      />
      {money.deposit_held > 0 && (
        <DepositBackFields
          draft={draft}
          onChange={change}
          problems={checked.problems}
          held={money.deposit_held}
          back={checked.back}
        />
      )}
      {checked.rest === 0 ? (
        <p className="admin-money__note">{t('money.settle.none', { balance: rest })}</p>
      ) : (
        <EntryFields
          legend={t('money.settle')}
          amountLabel={refund ? t('money.settle.refund') : t('money.payment.amount')}
          amountHint={t('money.settle.hint')}
          methodLegend={refund ? t('money.settle.refundMethod') : t('money.payment.method')}
          entry={{ amount: checked.settle.amount, method: draft.settle.method }}
          onChange={(settle) => change({ settle })}
          problems={checked.problems.settle}
        >
          <p className="admin-money__note">{t('money.settle.rest', { balance: rest })}</p>
        </EntryFields>
      )}
    </>
  );
}
