import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EMAIL_MAX_LENGTH, type MessageResponse } from 'shared-domain';
import { MessageBox, PendingButton, TextField } from 'shared-ui';
import { ScreenTitle } from '../layout/ScreenTitle';
import { useApiCall } from './useApiCall';

/**
 * /forgot-password: the address of the account, then the api's sentence, the same whether or
 * not an account uses it (api/README.md, "Password reset"), so the page tells nobody which do.
 */
export function ForgotPasswordPage() {
  const { t, ready } = useTranslation('password');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const { send, pending, failure, onSubmit } = useApiCall<MessageResponse>();

  if (!ready) return null;
  const submit = onSubmit(async () => {
    setSent('');
    const answer = await send('/api/v1/password/forgot', 'POST', { email: email.trim() });
    if (answer) setSent(answer.message);
  });

  return (
    <ScreenTitle title={t('forgot.title')}>
      <section className="shell-auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('forgot.title')}</h1>
        <p className="shell-auth-card__lead">{t('forgot.lead')}</p>
        <MessageBox message={failure || sent} error={failure !== ''} />
        <form onSubmit={submit} className="form" noValidate>
          <TextField
            label={t('forgot.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={setEmail}
          />
          <PendingButton type="submit" className="button button--block" pending={pending}>
            {pending ? t('forgot.pending') : t('forgot.submit')}
          </PendingButton>
        </form>
        <p className="shell-auth-card__switch">
          <Link to="/login">{t('toLogin')}</Link>
        </p>
      </section>
    </ScreenTitle>
  );
}
