// The product as deployed for the browser benchmark: the built api and the four apps, each on its
// own origin, and the Chromium that measures them.
import { APPS } from '../../apps.config.cjs';
import { PORTS, startApi, startBenchApps } from '../servers.mjs';

export { CHROMIUM, CHROMIUM_ARGS } from '../../tools/test/chromium.cjs';

/**
 * Starts the api (on `apiOptions`' database, else a fresh one with the demo data) and the four apps;
 * returns their origins and `stop`, which stops them all.
 */
export async function startProduct(apiOptions = {}) {
  /** Each app's origin, by federation name (shell, catalog, ...). */
  const origins = Object.fromEntries(
    APPS.map((app) => [app.federationName, `http://localhost:${PORTS[app.federationName]}`]),
  );
  const api = await startApi({
    ...apiOptions,
    port: PORTS.browserApi,
    corsOrigins: [origins.shell],
  });
  // The browser reaches the api by name, like the apps (CORS compares origins exactly).
  const apps = await startBenchApps(`http://localhost:${PORTS.browserApi}`);
  const stop = () => Promise.all([api.stop(), apps.stop()]);
  return { ...origins, api: api.url, stop };
}
