import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, selectCurrentUser, store } from 'shared-auth';
import { App } from './app/App';
import { remoteRouteFor } from './app/remoteRoutes';
import { readRemotesConfig } from './remotes/remotesConfig';
import { prefetchMotorcycles } from './session/motorcycleList';
import { prefetchFederation, registerPublicRemotes } from './remotes/registry';
// The design tokens and the kit's styles come with shared-auth; the shell adds its own layout.
import './layout/layout.css';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The remote page this visitor is entering, if any (the page's boot script has already asked
  // for its files and its first list: ./boot/boot.ts).
  const route = remoteRouteFor(window.location.pathname, selectCurrentUser(store.getState()));
  if (route) prefetchFederation();
  try {
    const config = await readRemotesConfig();
    configureApi({ apiUrl: config.api });
    registerPublicRemotes(config);
    // The list goes into the api client's cache before the page asks (taking the boot script's
    // early call when there is one), so the page renders with it.
    if (route?.readsMotorcycles) prefetchMotorcycles(store.dispatch);
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
