import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
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

/** The shell's real route table at `path`, signed in as `user` (or signed out). */
export function renderApp(path: string, user?: User) {
  const store = createStore();
  if (user) store.dispatch(loggedIn({ success: true, message: '', user, token: 'h.p.s' }));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
