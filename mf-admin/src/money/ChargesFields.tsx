import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import { TextField } from 'shared-ui';
import { DESK_NOTE_MAX_LENGTH } from 'shared-domain';
import { AMOUNT_INPUT } from './MoneyFields';
import type { EntryProblems } from './moneyDraft';
import type { ChargeEntry } from './returnDraft';
import { problemText } from './moneyText';

interface Props {
  charges: ChargeEntry[];
  onChange: (charges: ChargeEntry[]) => void;
  problems: EntryProblems[];
  /** The damage the take-back records: a charge added is for it, at first. */
  damage: string;
}

/**
 * What the rider owes beyond the ride: the late fee proposed, accepted, changed or removed, and
 * any charge added, each with what it is for. A charge added takes the focus; a charge removed
 * gives it to "Add a charge".
 */
export function ChargesFields({ charges, onChange, problems, damage }: Props) {
  const { t } = useTranslation('admin');
  const money = useMoney();
  const list = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const change = (key: number, changes: Partial<ChargeEntry>) =>
    onChange(charges.map((charge) => (charge.key === key ? { ...charge, ...changes } : charge)));
  const add = () => {
    const key = Math.max(0, ...charges.map((charge) => charge.key)) + 1;
    // Drawn at once (flushSync), so the new row can take the focus.
    flushSync(() => onChange([...charges, { key, amount: '', reason: damage.trim() }]));
    list.current?.querySelector<HTMLElement>('li:last-child input')?.focus();
  };
  const remove = (key: number) => {
    flushSync(() => onChange(charges.filter((charge) => charge.key !== key)));
    addButton.current?.focus();
  };

  return (
    <fieldset className="admin-money__group">
      <legend>{t('money.charges')}</legend>
      {charges.length === 0 && <p className="admin-money__note">{t('money.charges.none')}</p>}
      <ul ref={list} className="admin-money__charges">
        {charges.map((charge, index) => {
          const number = index + 1;
          return (
            <li key={charge.key} className="admin-money__charge">
              <TextField
                {...AMOUNT_INPUT}
                label={t('money.charge.amount', { number })}
                value={charge.amount}
                onChange={(amount) => change(charge.key, { amount })}
                error={problemText(t, money, problems[index]?.amount)}
              />
              <TextField
                label={t('money.charge.reason', { number })}
                hint={t('money.charge.reasonHint')}
                error={problemText(t, money, problems[index]?.reason)}
                maxLength={DESK_NOTE_MAX_LENGTH}
                autoComplete="off"
                value={charge.reason}
                onChange={(reason) => change(charge.key, { reason })}
              />
              <button
                type="button"
                className="button button--secondary admin-desk-button"
                aria-label={t('money.charge.removeNamed', { number })}
                onClick={() => remove(charge.key)}
              >
                {t('money.charge.remove')}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        ref={addButton}
        type="button"
        className="button button--secondary admin-desk-button"
        onClick={add}
      >
        {t('money.charge.add')}
      </button>
    </fieldset>
  );
}
