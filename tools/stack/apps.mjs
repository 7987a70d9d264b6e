// The four built apps, each served by its own process (app-server/serve-app.mjs) as it is
// deployed, told where the others and the api are (<PREFIX>_URL, API_URL: app-server/ports.cjs);
// and with them a throwaway api, for the bench and the screenshots (startProduct).
import path from 'node:path';
import { ENV_PREFIX } from '../../app-server/ports.cjs';
import { APPS } from '../../apps.config.cjs';
import { startThrowawayApi } from './api.mjs';
import { ROOT } from './processes.mjs';
import { untilAnswers } from './waiting.mjs';

export const APP_NAMES = APPS.map((app) => app.name);

/**
 * Starts every app on its port in `ports` (by app name) and resolves, once each serves its
 * index.html, with their `urls` by app name and `stop()`, which stops them.
 * @param {ReturnType<import('./processes.mjs').createSupervisor>} supervisor
 * @param {{ ports: Record<string, number>, apiUrl: string }} options
 */
export async function startApps(supervisor, { ports, apiUrl }) {
  const urls = Object.fromEntries(APP_NAMES.map((app) => [app, `http://localhost:${ports[app]}`]));
  const where = Object.fromEntries(
    Object.entries({ ...urls, api: apiUrl }).map(([app, url]) => [`${ENV_PREFIX[app]}_URL`, url]),
  );
  const handles = APP_NAMES.map((app) =>
    supervisor.start(app, process.execPath, [path.join(ROOT, 'app-server/serve-app.mjs'), app], {
      env: { ...where, PORT: String(ports[app]), HOST: 'localhost' },
    }),
  );
  await Promise.all(
    handles.map((handle, i) => untilAnswers(handle, `${urls[APP_NAMES[i]]}/index.html`)),
  );
  return { urls, stop: () => Promise.all(handles.map((handle) => handle.stop())) };
}

/**
 * A product of its own for a run that keeps nothing (the bench, the screenshots): a throwaway api
 * (./api.mjs, `env` on top) on `ports.api` and the four apps on theirs (by app name). The browser
 * reaches the api by name, like the apps (CORS compares origins exactly). Resolves with the
 * `api`, the apps' `urls` and `stop()`, which stops them all.
 * @param {ReturnType<import('./processes.mjs').createSupervisor>} supervisor
 * @param {{ ports: Record<string, number>, env?: Record<string, string> }} options
 */
export async function startProduct(supervisor, { ports, env }) {
  const api = await startThrowawayApi(supervisor, {
    port: ports.api,
    env: { CORS_ORIGINS: `http://localhost:${ports.shell}`, ...env },
  });
  const apps = await startApps(supervisor, { ports, apiUrl: `http://localhost:${ports.api}` });
  return { api, urls: apps.urls, stop: () => Promise.all([api.stop(), apps.stop()]) };
}
