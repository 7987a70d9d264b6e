import type { HTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';

/**
 * A code of the authenticator app (or a recovery code) as typed: offered by the phone's
 * one-time-code autofill, never capitalised or spell-checked; the api ignores spaces and hyphens.
 */
export function CodeField({
  ref,
  hint,
  name,
  inputMode,
  value,
  onChange,
}: {
  ref?: Ref<HTMLInputElement>;
  hint?: string;
  name: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      ref={ref}
      label={t('code.label')}
      hint={hint}
      name={name}
      autoComplete="one-time-code"
      inputMode={inputMode}
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={40}
      value={value}
      onChange={onChange}
    />
  );
}
