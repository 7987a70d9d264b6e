import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from 'shared-auth';
import { App } from './app/App';
import { fetchRemotesConfig } from './remotes/remotesConfig';
import { registerPublicRemotes } from './remotes/registry';
// The design tokens and the kit's styles come with shared-auth; the shell adds its own layout.
import './layout/layout.css';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await fetchRemotesConfig();
    configureApi({ apiUrl: config.api });
    registerPublicRemotes(config);
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
