import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Account,
  type AccountResponse,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from 'shared-domain';
import { MessageBox, PendingButton, TextField } from 'shared-ui';
import { useApiCall, useKeepSession } from './useApiCall';

/** Each form's words, by their keys (named whole, so the catalogue test finds them used). */
const WORDS = {
  email: { heading: 'email.heading', save: 'email.save', saved: 'email.saved' },
  password: { heading: 'password.heading', save: 'password.save', saved: 'password.saved' },
} as const;

/**
 * A new email or a new password: each asks for the current password, which the api checks (a
 * stolen session alone cannot take the account), and tells the old address.
 */
export function CredentialForm({
  kind,
  account,
  onSaved,
}: {
  kind: 'email' | 'password';
  account: Account;
  onSaved: (account: Account) => void;
}) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(kind === 'email' ? account.email : '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [saved, setSaved] = useState(false);
  const { send, pending, failure, onSubmit } = useApiCall<AccountResponse>();
  const keepSession = useKeepSession();
  const heading = `account-${kind}`;

  const submit = onSubmit(async () => {
    setSaved(false);
    const change = kind === 'email' ? { email: value.trim() } : { password: value };
    const answer = await send('/api/v1/me', 'PATCH', {
      ...change,
      current_password: currentPassword,
    });
    if (!answer) return;
    onSaved(answer.data);
    // A new password ended every session but this one: the answer's token is the one that works.
    keepSession(answer.data, answer.token);
    setCurrentPassword('');
    if (kind === 'password') setValue('');
    else setValue(answer.data.email);
    setSaved(true);
  });

  return (
    <section className="shell-account__section" aria-labelledby={heading}>
      <h2 id={heading}>{t(WORDS[kind].heading)}</h2>
      <MessageBox message={failure || (saved ? t(WORDS[kind].saved) : '')} error={failure !== ''} />
      <form onSubmit={submit} className="form" noValidate>
        {kind === 'email' ? (
          <TextField
            label={t('email.new')}
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            value={value}
            onChange={setValue}
          />
        ) : (
          <TextField
            label={t('password.new')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            hint={t('password.hint', { count: PASSWORD_MIN_LENGTH })}
            value={value}
            onChange={setValue}
          />
        )}
        <TextField
          label={t('currentPassword')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={currentPassword}
          onChange={setCurrentPassword}
        />
        <PendingButton type="submit" className="button" pending={pending}>
          {pending ? t('saving') : t(WORDS[kind].save)}
        </PendingButton>
      </form>
    </section>
  );
}
