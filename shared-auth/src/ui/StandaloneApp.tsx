import { StrictMode, useState, type FormEvent, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { configureApi } from '../config';
import { useAppSelector } from '../hooks';
import { useLoginMutation } from '../session/authEndpoints';
import { selectIsSignedIn, selectSession } from '../session/sessionSlice';
import { store } from '../store';
import { MessageBox } from './MessageBox';

function DevSignIn() {
  const session = useAppSelector(selectSession);
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login({ email, password });
  };
  return (
    <form onSubmit={submit} className="form" style={{ maxWidth: 360, margin: '2rem auto' }}>
      <h1>Sign in to develop this remote</h1>
      <MessageBox message={session.message} error={session.error} />
      <label className="form__field">
        <span>Email</span>
        <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className="form__field">
        <span>Password</span>
        <input
          type="password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={isLoading}>
        Log in
      </button>
    </form>
  );
}

function Gate({ routes }: { routes: Record<string, ReactElement> }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return <DevSignIn />;
  const [first] = Object.keys(routes);
  return (
    <Routes>
      {Object.entries(routes).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<Navigate to={first ?? '/'} replace />} />
    </Routes>
  );
}

/**
 * Runs a remote on its own (`npm run dev -w mf-…`) for its team: the same store and api client
 * as in the shell, a plain sign-in form, and the remote's pages on their usual paths.
 */
export function renderStandalone(
  routes: Record<string, ReactElement>,
  apiUrl = 'http://localhost:4000',
): void {
  configureApi({ apiUrl });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <Gate routes={routes} />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
