// Development only: a remote's `src/bootstrap.tsx` imports this entry (`shared-auth/dev`) under
// `process.env.NODE_ENV !== 'production'`, so production builds never contain it (shell's
// test/productionBundles.test.ts checks every built app for the heading below). In production the
// remote shows shared-auth/standalone's notice instead.
import { StrictMode, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
// The package's own entry, not relative paths: in a remote's build it resolves to the page's one
// shared-auth (the federation singleton), the same store the pages read.
import {
  configureApi,
  selectIsSignedIn,
  selectSession,
  store,
  useAppSelector,
  useLogin,
} from 'shared-auth';
import { MessageBox, PendingButton, StandaloneFrame, TextField } from 'shared-ui';
import './dev.css';
import { PAGE_ROUTES } from '../boot/routes';

/** The heading of the development sign-in form; production bundles must not contain it. */
export const DEV_SIGN_IN_HEADING = 'Sign in to develop this remote';

function DevSignIn() {
  const session = useAppSelector(selectSession);
  const [login, { isLoading }] = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLoading) void login({ email, password });
  };
  return (
    <StandaloneFrame>
      <form onSubmit={submit} className="form">
        <h1>{DEV_SIGN_IN_HEADING}</h1>
        <MessageBox message={session.message} error={session.error} />
        <TextField label="Email" type="email" required value={email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          required
          value={password}
          onChange={setPassword}
        />
        <PendingButton type="submit" className="button button--block" pending={isLoading}>
          Log in
        </PendingButton>
      </form>
    </StandaloneFrame>
  );
}

/** A remote's pages by path, each its module's import (started at once, awaited together). */
export type StandalonePages = Record<string, Promise<{ default: ComponentType }>>;

/**
 * `remote`'s pages on their paths in the shell (apps.config.cjs), each imported by `load` from its
 * file under the remote's src/ (`carousel/CarouselPage`).
 */
export function standalonePages(
  remote: string,
  load: (file: string) => Promise<{ default: ComponentType }>,
): StandalonePages {
  return Object.fromEntries(
    PAGE_ROUTES.filter((route) => route.remote === remote).map((route) => [
      `/${route.path}`,
      load(route.file),
    ]),
  );
}

function Gate({ routes }: { routes: Record<string, ComponentType> }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return <DevSignIn />;
  const [first] = Object.keys(routes);
  return (
    <main className="dev-page">
      <Routes>
        {Object.entries(routes).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to={first ?? '/'} replace />} />
      </Routes>
    </main>
  );
}

/**
 * Runs a remote on its own (`npm run dev -w mf-…`) for its team: the same store and api client
 * as in the shell, a plain sign-in form, and the remote's pages on their usual paths once every
 * page's module has arrived.
 */
export async function renderStandalone(
  pages: StandalonePages,
  apiUrl = 'http://localhost:4000',
): Promise<void> {
  const routes = Object.fromEntries(
    await Promise.all(
      Object.entries(pages).map(async ([path, page]) => [path, (await page).default] as const),
    ),
  );
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
