import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  MessageBox,
  selectIsLoggingOut,
  selectIsSignedIn,
  selectSession,
  useAppSelector,
  useLoginMutation,
  type LoginRedirectState,
} from 'shared-auth';
import { TextField } from './TextField';
import { useLeaveClearsError } from './useLeaveClearsError';

export function LoginPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const session = useAppSelector(selectSession);
  const location = useLocation();
  const navigate = useNavigate();
  const loggingOut = useAppSelector(selectIsLoggingOut);
  const state = (location.state ?? {}) as LoginRedirectState & { email?: string };
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [login, { isLoading }] = useLoginMutation();
  useLeaveClearsError();

  // Logout (Sidebar) comes here while the api is told: the session ends in a moment.
  if (signedIn && loggingOut) return null;
  if (signedIn) return <Navigate to={state.from ?? '/motorcycles'} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await login({ email: email.trim(), password });
    if ('data' in result) navigate(state.from ?? '/motorcycles', { replace: true });
  };

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <p className="auth-card__lead">Sign in to book your Vespa.</p>
      <MessageBox message={session.message} error={session.error} />
      <form onSubmit={submit} className="form">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <button type="submit" className="button button--block" disabled={isLoading}>
          {isLoading ? 'Logging in...' : 'Log in'}
        </button>
      </form>
      <p className="auth-card__switch">
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </section>
  );
}
