import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authCall, selectSession, signedIn, useAppDispatch, useAppSelector } from 'shared-auth';
import type { AuthResponse } from 'shared-domain';
import { CodeField } from './CodeField';
import './i18n';

/** The second step's call, through shared-auth's sign-in calls: a token starts the session. */
const loginWithCode = (answer: { challenge: string; code: string }) =>
  authCall<AuthResponse>('/api/v1/login/2fa', answer, signedIn);

/**
 * The login's second step for an account with two-factor sign-in on (api/README.md, "Two-factor
 * sign-in"): a code of the authenticator app, or a recovery code. Loaded only when the api asks
 * for it, so the login page's main.js carries none of it (docs/PERFORMANCE.md). The session's
 * messages (a wrong code, an expired sign-in) show in the login page's own message box.
 */
export default function CodeStep({
  challenge,
  restart,
}: {
  challenge: string;
  /** Back to the password: a challenge lasts 5 minutes. */
  restart: (challenge: string) => void;
}) {
  const { t, ready } = useTranslation('account');
  const [code, setCode] = useState('');
  const dispatch = useAppDispatch();
  // The call's state is the session's (authPending … loggedIn or authFailed).
  const isLoading = useAppSelector(selectSession).loading;
  const field = useRef<HTMLInputElement>(null);
  // The form the visitor was typing in is gone: the code's field takes the focus.
  useEffect(() => field.current?.focus(), [ready]);
  if (!ready) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    // Signed in, the login page sends the visitor on; a failure is in the session's message.
    await dispatch(loginWithCode({ challenge, code: code.trim() }));
  };

  return (
    <form onSubmit={submit} className="form">
      <CodeField
        ref={field}
        hint={t('code.hint')}
        name="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={setCode}
      />
      <button type="submit" className="button button--block" aria-disabled={isLoading || undefined}>
        {isLoading ? t('code.pending') : t('code.submit')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => restart('')}>
        {t('code.restart')}
      </button>
    </form>
  );
}
