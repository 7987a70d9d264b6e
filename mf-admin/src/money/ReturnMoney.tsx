import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import { TextField } from 'shared-ui';
import { DESK_NOTE_MAX_LENGTH, type ReservationMoney } from 'shared-domain';
import { ChargesFields } from './ChargesFields';
import { AMOUNT_INPUT, Choice, EntryFields, MethodChoice } from './MoneyFields';
import type { ReturnDraft, returnLines } from './returnDraft';
import { balanceText, problemText } from './moneyText';

interface Props {
  draft: ReturnDraft;
  onChange: (draft: ReturnDraft) => void;
  checked: ReturnType<typeof returnLines>;
  money: ReservationMoney;
  /** The damage the take-back records. */
  damage: string;
}

/**
 * The take-back's money: the charges (the late fee proposed); the deposit held, all of it
 * returned, or part kept with why (at most what is held), and how the rest goes back; then what
 * is left of the balance, paid or refunded now (0 leaves it for later).
 */
export function ReturnMoney({ draft, onChange, checked, money, damage }: Props) {
  const { t } = useTranslation('admin');
  const format = useMoney();
  const change = (changes: Partial<ReturnDraft>) => onChange({ ...draft, ...changes });
  const { problems, back } = checked;
  const held = money.deposit_held;
  const refund = checked.settle.kind === 'refund';
  const rest = balanceText(t, format, checked.rest / 100);
  return (
    <>
      <ChargesFields
        charges={draft.charges}
        onChange={(charges) => change({ charges })}
        problems={problems.charges}
        damage={damage}
      />
      {held > 0 && (
        <fieldset className="admin-money__group">
          <legend>{t('money.deposit')}</legend>
          <p className="admin-money__note">
            {t('money.depositBack.held', { amount: format(held) })}
          </p>
          <Choice
            legend={t('money.depositBack.choice')}
            options={[
              { value: 'return', label: t('money.depositBack.returnAll') },
              { value: 'keep', label: t('money.depositBack.keepPart') },
            ]}
            value={draft.keep ? 'keep' : 'return'}
            onChange={(choice) => change({ keep: choice === 'keep' })}
          />
          {draft.keep && (
            <>
              <TextField
                {...AMOUNT_INPUT}
                label={t('money.depositBack.kept')}
                hint={t('money.depositBack.keptHint', { amount: format(held) })}
                value={draft.kept.amount}
                onChange={(amount) => change({ kept: { ...draft.kept, amount } })}
                error={problemText(t, format, problems.kept.amount, held)}
              />
              <TextField
                label={t('money.depositBack.why')}
                hint={t('money.charge.reasonHint')}
                error={problemText(t, format, problems.kept.reason)}
                maxLength={DESK_NOTE_MAX_LENGTH}
                autoComplete="off"
                value={draft.kept.reason}
                onChange={(reason) => change({ kept: { ...draft.kept, reason } })}
              />
            </>
          )}
          {back > 0 && (
            <MethodChoice
              legend={t('money.depositBack.method', { amount: format(back / 100) })}
              value={draft.returnMethod}
              onChange={(returnMethod) => change({ returnMethod })}
              error={problemText(t, format, problems.returnMethod)}
            />
          )}
        </fieldset>
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
          problems={problems.settle}
        >
          <p className="admin-money__note">{t('money.settle.rest', { balance: rest })}</p>
        </EntryFields>
      )}
    </>
  );
}
