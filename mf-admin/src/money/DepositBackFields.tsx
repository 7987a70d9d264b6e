import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import { TextField } from 'shared-ui';
import { DESK_NOTE_MAX_LENGTH } from 'shared-domain';
import { AmountField, Choice, MethodChoice } from './MoneyFields';
import type { ReturnDraft, returnLines } from './returnDraft';
import { problemText } from './moneyText';

type Checked = ReturnType<typeof returnLines>;

interface Props {
  draft: ReturnDraft;
  onChange: (changes: Partial<ReturnDraft>) => void;
  problems: Pick<Checked['problems'], 'kept' | 'returnMethod'>;
  /** What is held now, in the shop's currency. */
  held: number;
  /** Cents that go back to the rider. */
  back: number;
}

/**
 * The deposit held, at the take-back: all of it returned, or part kept with why (at most what is
 * held), and how the rest goes back.
 */
export function DepositBackFields({ draft, onChange, problems, held, back }: Props) {
  const { t } = useTranslation('admin');
  const money = useMoney();
  return (
    <fieldset className="admin-money__group">
      <legend>{t('money.deposit')}</legend>
      <p className="admin-money__note">{t('money.depositBack.held', { amount: money(held) })}</p>
      <Choice
        legend={t('money.depositBack.choice')}
        options={[
          { value: 'return', label: t('money.depositBack.returnAll') },
          { value: 'keep', label: t('money.depositBack.keepPart') },
        ]}
        value={draft.keep ? 'keep' : 'return'}
        onChange={(choice) => onChange({ keep: choice === 'keep' })}
      />
      {draft.keep && (
        <>
          <AmountField
            label={t('money.depositBack.kept')}
            hint={t('money.depositBack.keptHint', { amount: money(held) })}
            value={draft.kept.amount}
            onChange={(amount) => onChange({ kept: { ...draft.kept, amount } })}
            error={problemText(t, money, problems.kept.amount, held)}
          />
          <TextField
            label={t('money.depositBack.why')}
            hint={t('money.charge.reasonHint')}
            error={problemText(t, money, problems.kept.reason)}
            maxLength={DESK_NOTE_MAX_LENGTH}
            autoComplete="off"
            value={draft.kept.reason}
            onChange={(reason) => onChange({ kept: { ...draft.kept, reason } })}
          />
        </>
      )}
      {back > 0 && (
        <MethodChoice
          legend={t('money.depositBack.method', { amount: money(back / 100) })}
          value={draft.returnMethod}
          onChange={(returnMethod) => onChange({ returnMethod })}
          error={problemText(t, money, problems.returnMethod)}
        />
      )}
    </fieldset>
  );
}
