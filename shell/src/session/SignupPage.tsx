import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import {
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  ruleSentence,
  SIGNUP_FIELDS,
  signupFieldProblem,
  type SignupField,
} from 'shared-domain';
import {
  selectIsSignedIn,
  selectSession,
  useAppSelector,
  usePublicConfig,
  useSignup,
} from 'shared-auth';
import { MessageBox, TextField } from 'shared-ui';
import './rules';
import { useLeaveClearsError } from './useLeaveClearsError';

export function SignupPage() {
  const { t } = useTranslation(['shell', 'rules']);
  const signedIn = useAppSelector(selectIsSignedIn);
  const session = useAppSelector(selectSession);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [admin, setAdmin] = useState(false);
  // The api's own rules (shared-domain), in its words: shown once the visitor has tried to sign
  // up, then kept current as they type.
  const [tried, setTried] = useState(false);
  const [signup, { isLoading }] = useSignup();
  // Only an api that lets visitors become administrators gets the checkbox: a closed one would
  // ignore it. Until the api has said so (or if it cannot be asked), the form offers none.
  const config = usePublicConfig({ skip: signedIn });
  const adminSignupOpen = config?.adminSignup === 'open';
  useLeaveClearsError();

  if (signedIn) return <Navigate to="/motorcycles" replace />;

  const values: Record<SignupField, string> = { name, email, password };
  const problemOf = (field: SignupField) => signupFieldProblem(field, values[field]);
  const errorOf = (field: SignupField) => {
    const problem = tried ? problemOf(field) : null;
    return problem ? ruleSentence(t, problem) : undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button only looks unavailable while a request runs (aria-disabled keeps its focus).
    if (isLoading) return;
    setTried(true);
    const firstProblem = SIGNUP_FIELDS.find((field) => problemOf(field) !== null);
    if (firstProblem) {
      const input = event.currentTarget.elements.namedItem(firstProblem);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const result = await signup({
      name: name.trim(),
      email: email.trim(),
      password,
      admin: adminSignupOpen && admin,
    });
    if ('data' in result) navigate('/login', { state: { email: email.trim() } });
  };

  return (
    <section className="shell-auth-card" aria-labelledby="signup-title">
      <h1 id="signup-title">{t('signup.title')}</h1>
      <p className="shell-auth-card__lead">{t('signup.lead')}</p>
      <MessageBox message={session.message} error={session.error} />
      <form onSubmit={submit} className="form" noValidate>
        <TextField
          label={t('signup.name')}
          name="name"
          autoComplete="name"
          required
          minLength={NAME_MIN_LENGTH}
          value={name}
          error={errorOf('name')}
          onChange={setName}
        />
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={errorOf('email')}
          onChange={setEmail}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('signup.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          value={password}
          error={errorOf('password')}
          onChange={setPassword}
        />
        {adminSignupOpen && (
          <label className="form__check">
            <input
              type="checkbox"
              name="admin"
              checked={admin}
              onChange={(event) => setAdmin(event.target.checked)}
            />
            <span>{t('signup.admin')}</span>
          </label>
        )}
        <button
          type="submit"
          className="button button--block"
          aria-disabled={isLoading || undefined}
        >
          {isLoading ? t('signup.pending') : t('signup.submit')}
        </button>
      </form>
      <p className="shell-auth-card__switch">
        {t('signup.haveAccount')} <Link to="/login">{t('signup.toLogin')}</Link>
      </p>
    </section>
  );
}
