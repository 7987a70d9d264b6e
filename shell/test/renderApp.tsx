import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createStore, loggedIn } from 'shared-auth';
import type { User } from 'shared-domain';
import { AppRoutes } from '../src/app/AppRoutes';

export const rider: User = {
  id: 1,
  name: 'Riley Rider',
  email: 'rider@example.test',
  admin: false,
};
export const admin: User = { id: 2, name: 'Ada Admin', email: 'admin@example.test', admin: true };

/** The token `renderApp` signs in with. */
export const TOKEN = 'h.p.s';

/** The router's current path, for tests that tell / from /login (both show the login screen). */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/**
 * The shell's real route table at `path`, signed in as `user` (or signed out). `strict` renders
 * it under React's StrictMode, as the shell's bootstrap does (effects run twice).
 */
export function renderApp(path: string, user?: User, { strict = false } = {}) {
  const store = createStore();
  if (user) store.dispatch(loggedIn({ success: true, message: '', user, token: TOKEN }));
  const tree = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
      </MemoryRouter>
    </Provider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { store, ...view };
}
