import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import {
  logOut,
  useAppDispatch,
  selectIsLoggingOut,
  selectIsSignedIn,
  selectSession,
  selectCurrentUser,
  useAppSelector,
  useLogin,
  type LoginRedirectState,
} from 'shared-auth';
import { homeOf } from 'shared-auth/boot';
import { MessageBox, TextField } from 'shared-ui';
import { loadLaterParts } from '../app/loadLaterParts';
import { preloadRemotePage } from '../remotes/registry';
import { loadApiClient, prefetchMotorcycles } from './motorcycleList';
import { useLeaveClearsError } from './useLeaveClearsError';

const CAROUSEL = '/motorcycles';
// The second step of a login with two-factor sign-in: fetched only when the api asks for a code.
const CodeStep = lazy(() => import('../account/CodeStep'));

export function LoginPage() {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const session = useAppSelector(selectSession);
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const loggingOut = useAppSelector(selectIsLoggingOut);
  const state = (location.state ?? {}) as LoginRedirectState & { email?: string };
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState('');
  const [login, { isLoading }] = useLogin();
  useLeaveClearsError();
  // Logout (Sidebar) comes here first: the api is told, and the session ends, once this screen
  // has replaced the page the rider left.
  useEffect(() => {
    if (signedIn && loggingOut) void dispatch(logOut());
  }, [dispatch, signedIn, loggingOut]);

  if (signedIn && loggingOut) return null;
  // Home is the carousel, an administrator's the desk's Today: known once the login answers.
  const destination = state.from ?? (user ? `/${homeOf(user)}` : CAROUSEL);
  if (signedIn) return <Navigate to={destination} replace />;

  // A visitor who starts filling in the form is about to see the carousel: its code and the api
  // client are fetched now, not after the login answers
  // (docs/decisions/0004-carousel-preloaded-while-typing.md). A visitor who only looks at the page
  // downloads none of it.
  const preload = () => {
    if (destination !== CAROUSEL) return;
    void preloadRemotePage('catalog/CarouselPage');
    void loadApiClient();
    void loadLaterParts();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button only looks unavailable while a request runs (aria-disabled keeps its focus).
    if (isLoading) return;
    preload();
    const result = await login({ email: email.trim(), password });
    if (!('data' in result)) return;
    if ('challenge' in result.data) return setChallenge(result.data.challenge);
    // Signed in, the page renders its way on (above); the carousel's list is asked for with the
    // session, while its page renders.
    if ((state.from ?? `/${homeOf(result.data.user)}`) === CAROUSEL) prefetchMotorcycles(dispatch);
  };

  return (
    <section className="shell-auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <p className="shell-auth-card__lead">{t('login.lead')}</p>
      <MessageBox message={session.message} error={session.error} />
      {challenge ? (
        <Suspense>
          <CodeStep challenge={challenge} restart={setChallenge} />
        </Suspense>
      ) : (
        <form onSubmit={submit} onFocus={preload} className="form">
          <TextField
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={setEmail}
          />
          <TextField
            label={t('login.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
          />
          <Link to="/forgot-password">{t('login.forgot')}</Link>
          <button
            type="submit"
            className="button button--block"
            aria-disabled={isLoading || undefined}
          >
            {isLoading ? t('login.pending') : t('login.submit')}
          </button>
        </form>
      )}
      <p className="shell-auth-card__switch">
        {t('login.newHere')} <Link to="/signup">{t('login.toSignup')}</Link>
      </p>
    </section>
  );
}
