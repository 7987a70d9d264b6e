import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, selectIsSignedIn, store } from 'shared-auth';
import { App } from './app/App';
import { fetchRemotesConfig } from './remotes/remotesConfig';
import { prefetchMotorcycles } from './session/motorcycleList';
import { prefetchFederation, preloadRemoteEntry, rememberRemotes } from './remotes/registry';
// The design tokens and the kit's styles come with shared-auth; the shell adds its own layout.
import './layout/layout.css';

// Where a signed-in visitor lands on the carousel (the login screen sends them there).
const CAROUSEL_PATHS = new Set(['/', '/login', '/motorcycles']);

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const signedIn = selectIsSignedIn(store.getState());
  if (signedIn) prefetchFederation();
  try {
    const config = await fetchRemotesConfig();
    configureApi({ apiUrl: config.api });
    rememberRemotes(config);
    // The carousel's entry and list are asked for as soon as their addresses are known, beside
    // the federation runtime rather than after it.
    if (signedIn && CAROUSEL_PATHS.has(window.location.pathname)) {
      preloadRemoteEntry('catalog');
      prefetchMotorcycles(store.dispatch);
    }
  } catch (error) {
    console.error(error);
    root.render(
      <p role="alert" className="shell-startup-error">
        Vespa Rentals could not start. Please check your connection and reload the page.
      </p>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
