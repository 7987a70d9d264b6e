import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, selectCurrentUser, selectIsSignedIn, store } from 'shared-auth';
// The design tokens and the kit's styles first on the page; the shell adds its own layout.
import 'shared-ui/styles';
import { i18next, loadNamespaces } from 'shared-ui';
import { AppRoutes } from './app/AppRoutes';
import { loadLaterParts } from './app/loadLaterParts';
import { loadApiClient } from './session/motorcycleList';
import { remoteRouteFor } from 'shared-auth/boot';
import { readRemotesConfig } from './remotes/remotesConfig';
import { prefetchFederation, rememberRemotes } from './remotes/registry';
import './layout/layout.css';
import './layout/sidebar.css';
// With the page's stylesheet: a stylesheet in the account pages' chunk would add webpack's CSS
// loader to main.js, which has no byte to spare (docs/PERFORMANCE.md).
import './account/account.css';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // Entering a remote's page (whose files the page's boot script has already asked for:
  // ./boot/boot.ts): the federation runtime starts loading with the shell.
  if (remoteRouteFor(window.location.pathname, selectCurrentUser(store.getState()))) {
    prefetchFederation();
  }
  try {
    // Another language than English: the shell's sentences arrive before the first screen. A
    // signed-in visitor's screen (the sidebar, a remote's page) is the shell's later parts: in
    // before it too, else from the route when it renders.
    const [config] = await Promise.all([
      readRemotesConfig(),
      loadNamespaces('shell'),
      selectIsSignedIn(store.getState()) && loadLaterParts().catch(() => undefined),
    ]);
    configureApi({ apiUrl: config.api });
    rememberRemotes(config);
    // A kept session: the account's language, if it has one, replaces the browser's in place.
    const { token } = store.getState().session;
    if (token) void loadApiClient().then((api) => api.followKeptAccountLanguage(token));
  } catch (error) {
    console.error(error);
    root.render(
      <p role="alert" className="shell-startup-error">
        {i18next.t('startFailed')}
      </p>,
    );
    return;
  }
  // No react-redux Provider here: the session hooks read the page's one store themselves, and the
  // remotes' pages get the Provider RTK Query needs (./remotes/RemoteRoute.tsx).
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
