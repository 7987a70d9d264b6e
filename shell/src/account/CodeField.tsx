import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';

/**
 * A code of the authenticator app (or a recovery code) as typed: offered by the phone's
 * one-time-code autofill, never capitalised or spell-checked; the api ignores spaces and hyphens.
 */
export function CodeField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('code.label')}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={40}
      {...props}
    />
  );
}
