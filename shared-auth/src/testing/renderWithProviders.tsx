import { render, type RenderOptions } from '@testing-library/react';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import type { User } from 'shared-domain';
import { i18next, type Language } from 'shared-ui';
import { configureApi } from '../config';
import { StoreContext } from '../hooks';
import { loggedIn } from '../session/sessionSlice';
import { createStore, type AppStore } from '../store';
import { TEST_API_URL, TEST_TOKEN } from './fixtures';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Where the router starts: a path, or a location with router state. Default `path`, else '/'. */
  route?: InitialEntry;
  /**
   * Mount `ui` on this route pattern (e.g. '/motorcycle/:id'), with a catch-all "elsewhere" page
   * for links that leave it. Without it, `ui` is rendered as given and may bring its own <Routes>.
   */
  path?: string;
  /** Signed in as this user, with TEST_TOKEN; signed out when absent. */
  signedInAs?: User;
  /** A store of the test's own; a fresh one (as after a page load) by default. */
  store?: AppStore;
  /** Where the api client sends its calls. Default TEST_API_URL. */
  apiUrl?: string;
  /** Render under React's StrictMode, as the apps' entries do (effects run twice). */
  strict?: boolean;
  /**
   * The language shown. Default English. Another language's catalogues arrive a moment after the
   * render (as in the browser): find its texts with `findBy…`.
   */
  language?: Language;
}

/**
 * Renders `ui` the way the apps run it: inside the one store (the session hooks' and react-redux's
 * for RTK Query's) and a router, after the
 * api client is pointed at the test api. Returns Testing Library's result plus the store. In the
 * style of Redux Toolkit's `renderWithProviders`; the shell and every remote test through it.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path,
    route = path ?? '/',
    signedInAs,
    store = createStore(),
    apiUrl = TEST_API_URL,
    strict = false,
    language = 'en',
    ...renderOptions
  }: RenderWithProvidersOptions = {},
) {
  configureApi({ apiUrl });
  void i18next.changeLanguage(language);
  if (signedInAs) {
    store.dispatch(loggedIn({ success: true, message: '', user: signedInAs, token: TEST_TOKEN }));
  }
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  ) : (
    ui
  );
  function Wrapper({ children }: { children: ReactNode }) {
    const tree = (
      <StoreContext.Provider value={store}>
        <Provider store={store}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </Provider>
      </StoreContext.Provider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  }
  return { store, ...render(content, { wrapper: Wrapper, ...renderOptions }) };
}
