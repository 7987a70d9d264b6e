import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, type MessageResponse } from 'shared-domain';
import { loggedOut, noticeShown, useAppDispatch } from 'shared-auth';
import { MessageBox, PendingButton, TextField } from 'shared-ui';
import { useApiCall } from './useApiCall';

/**
 * Delete my account: says what happens, asks for the password (the api checks it), then signs
 * out to /login, which shows the api's sentence.
 */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const { send, pending, failure, onSubmit } = useApiCall<MessageResponse>();

  const submit = onSubmit(async () => {
    const answer = await send('/api/v1/me', 'DELETE', { password });
    if (!answer) return;
    // Every session of the account has ended on the api: this one ends here without a call, its
    // guard sends the rider to /login, which says the account is gone.
    dispatch(loggedOut());
    dispatch(noticeShown(answer.message));
  });

  return (
    <section
      className="shell-account__section shell-account__section--danger"
      aria-labelledby="account-delete"
    >
      <h2 id="account-delete">{t('delete.heading')}</h2>
      <p id="account-delete-text">{t('delete.text')}</p>
      <MessageBox message={failure} error />
      <form onSubmit={submit} className="form" noValidate aria-describedby="account-delete-text">
        <TextField
          label={t('delete.password')}
          type="password"
          name="delete-password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={setPassword}
        />
        <PendingButton type="submit" className="button button--danger" pending={pending}>
          {pending ? t('delete.pending') : t('delete.submit')}
        </PendingButton>
      </form>
    </section>
  );
}
