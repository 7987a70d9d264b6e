// The four built apps, each served by its own process (app-server/serve-app.mjs) as it is
// deployed, told where the others and the api are (<PREFIX>_URL, API_URL: app-server/ports.cjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './processes.mjs';
import { untilAnswers } from './waiting.mjs';

const require = createRequire(import.meta.url);
const { APPS } = require('../../apps.config.cjs');
const { ENV_PREFIX } = require('../../app-server/ports.cjs');

export const APP_NAMES = APPS.map((app) => app.name);

/**
 * Starts every app on its port in `ports` (by app name) and resolves, once each serves its
 * index.html, with their `urls` by app name and `stop()`, which stops them.
 * @param {ReturnType<import('./processes.mjs').createSupervisor>} supervisor
 * @param {{ ports: Record<string, number>, apiUrl: string, host?: string }} options
 */
export async function startApps(supervisor, { ports, apiUrl, host = 'localhost' }) {
  const urls = Object.fromEntries(APP_NAMES.map((app) => [app, `http://${host}:${ports[app]}`]));
  const where = Object.fromEntries(
    Object.entries({ ...urls, api: apiUrl }).map(([app, url]) => [`${ENV_PREFIX[app]}_URL`, url]),
  );
  const handles = APP_NAMES.map((app) =>
    supervisor.start(app, process.execPath, [path.join(ROOT, 'app-server/serve-app.mjs'), app], {
      env: { ...where, PORT: String(ports[app]), HOST: host },
    }),
  );
  await Promise.all(
    handles.map((handle, i) => untilAnswers(handle, `${urls[APP_NAMES[i]]}/index.html`)),
  );
  return { urls, stop: () => Promise.all(handles.map((handle) => handle.stop())) };
}
