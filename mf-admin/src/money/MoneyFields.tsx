import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import { TextField } from 'shared-ui';
import { LEDGER_METHODS, type LedgerMethod } from 'shared-domain';
import type { EntryProblems, MoneyEntry } from './moneyDraft';
import { methodName, problemText } from './moneyText';

/**
 * One of a few choices: radio buttons under their own legend, and what is wrong under them, read
 * with each button.
 */
export function Choice<Value extends string>({
  legend,
  options,
  value,
  onChange,
  error = null,
}: {
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value | null;
  onChange: (value: Value) => void;
  error?: string | null;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="admin-money__choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="form__check">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error && (
        <p id={errorId} className="form__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Cash, card or bank transfer, under a legend that says what moves ("Paid by"). */
export function MethodChoice(props: {
  legend: string;
  value: LedgerMethod | null;
  onChange: (method: LedgerMethod) => void;
  error: string | null;
}) {
  const { t } = useTranslation('admin');
  const options = LEDGER_METHODS.map((method) => ({ value: method, label: methodName(t, method) }));
  return <Choice {...props} options={options} />;
}

/** The props of a field that takes an amount in the shop's currency: "20", "20.50" or "20,50". */
export const AMOUNT_INPUT = { inputMode: 'decimal', autoComplete: 'off' } as const;

/**
 * Money that changes hands, under its legend ("Payment", "Deposit"): how much (0 leaves it for
 * later) and how.
 */
export function EntryFields({
  legend,
  amountLabel,
  amountHint,
  methodLegend,
  entry,
  onChange,
  problems,
  children,
}: {
  legend: string;
  amountLabel: string;
  amountHint: string;
  methodLegend: string;
  entry: MoneyEntry;
  onChange: (entry: MoneyEntry) => void;
  problems: EntryProblems;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const money = useMoney();
  return (
    <fieldset className="admin-money__group">
      <legend>{legend}</legend>
      {children}
      <TextField
        {...AMOUNT_INPUT}
        label={amountLabel}
        hint={amountHint}
        value={entry.amount}
        onChange={(amount) => onChange({ ...entry, amount })}
        error={problemText(t, money, problems.amount)}
      />
      <MethodChoice
        legend={methodLegend}
        value={entry.method}
        onChange={(method) => onChange({ ...entry, method })}
        error={problemText(t, money, problems.method)}
      />
    </fieldset>
  );
}
