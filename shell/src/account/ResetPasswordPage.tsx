import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type MessageResponse } from 'shared-domain';
import { noticeShown, useAppDispatch } from 'shared-auth';
import { MessageBox, PendingButton, TextField } from 'shared-ui';
import { ScreenTitle } from '../layout/ScreenTitle';
import { useApiCall } from './useApiCall';

/**
 * /reset-password?token=…, the link of a password-reset mail: a new password under the signup's
 * rules (the api's sentences), then /login with the api's sentence that it is set. A link the api
 * no longer takes (unknown, used, expired) shows its sentence and a way to ask again.
 */
export function ResetPasswordPage() {
  const { t, ready } = useTranslation('password');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Read from the address as is: react-router's useSearchParams would add its code to the login
  // page's main.js (docs/PERFORMANCE.md).
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const { send, pending, failure, onSubmit } = useApiCall<MessageResponse>();

  if (!ready) return null;
  const submit = onSubmit(async () => {
    const answer = await send('/api/v1/password/reset', 'POST', { token, password });
    if (!answer) return;
    // The login page shows the session's message: the api's sentence that the password is set.
    dispatch(noticeShown(answer.message));
    navigate('/login', { replace: true });
  });
  const askAgain = (
    <p className="shell-auth-card__switch">
      <Link to="/forgot-password">{t('reset.askAgain')}</Link>
    </p>
  );

  return (
    <ScreenTitle title={t('reset.title')}>
      <section className="shell-auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset.title')}</h1>
        {token === '' ? (
          <>
            <MessageBox message={t('reset.incomplete')} error />
            {askAgain}
          </>
        ) : (
          <>
            <p className="shell-auth-card__lead">{t('reset.lead')}</p>
            <MessageBox message={failure} error />
            <form onSubmit={submit} className="form" noValidate>
              <TextField
                label={t('reset.password')}
                type="password"
                name="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={PASSWORD_MAX_LENGTH}
                hint={t('reset.hint', { count: PASSWORD_MIN_LENGTH })}
                value={password}
                onChange={setPassword}
              />
              <PendingButton type="submit" className="button button--block" pending={pending}>
                {pending ? t('reset.pending') : t('reset.submit')}
              </PendingButton>
            </form>
            {askAgain}
          </>
        )}
      </section>
    </ScreenTitle>
  );
}
