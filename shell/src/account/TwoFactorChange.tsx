import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from 'shared-domain';
import { MessageBox, PendingButton, TextField } from 'shared-ui';
import { CodeField } from './CodeField';
import { useApiCall } from './useApiCall';

/** Each change's call and words, by their keys (named whole, so the catalogue test finds them). */
const CHANGES = {
  codes: {
    path: '/api/v1/me/2fa/recovery-codes',
    method: 'POST',
    heading: 'twoFactor.newCodes.heading',
    text: 'twoFactor.newCodes.text',
    codeHint: 'twoFactor.newCodes.hint',
    submit: 'twoFactor.newCodes.submit',
    pending: 'twoFactor.newCodes.pending',
  },
  off: {
    path: '/api/v1/me/2fa',
    method: 'DELETE',
    heading: 'twoFactor.turnOff.heading',
    text: 'twoFactor.turnOff.text',
    codeHint: 'code.hint',
    submit: 'twoFactor.turnOff.submit',
    pending: 'twoFactor.turnOff.pending',
  },
} as const;

/**
 * New recovery codes, or turning two-factor sign-in off (api/README.md, "Two-factor sign-in"):
 * each asks for the password and a code of the app (turning off also takes a recovery code),
 * which the api checks; its refusals show as it words them.
 */
export function TwoFactorChange<Answer>({
  kind,
  onDone,
}: {
  kind: keyof typeof CHANGES;
  onDone: (answer: Answer) => void;
}) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { send, pending, failure, onSubmit } = useApiCall<Answer>();
  const change = CHANGES[kind];
  const heading = `account-two-factor-${kind}`;

  const submit = onSubmit(async () => {
    const answer = await send(change.path, change.method, { password, code: code.trim() });
    if (!answer) return;
    setPassword('');
    setCode('');
    onDone(answer);
  });

  return (
    <form onSubmit={submit} className="form" noValidate aria-labelledby={heading}>
      <h3 id={heading}>{t(change.heading)}</h3>
      <p>{t(change.text)}</p>
      <MessageBox message={failure} error />
      <TextField
        label={t('currentPassword')}
        type="password"
        name={`${kind}-password`}
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={setPassword}
      />
      <CodeField
        hint={t(change.codeHint)}
        name={`${kind}-one-time-code`}
        inputMode={kind === 'codes' ? 'numeric' : undefined}
        value={code}
        onChange={setCode}
      />
      <PendingButton
        type="submit"
        className={kind === 'off' ? 'button button--danger' : 'button'}
        pending={pending}
      >
        {pending ? t(change.pending) : t(change.submit)}
      </PendingButton>
    </form>
  );
}
