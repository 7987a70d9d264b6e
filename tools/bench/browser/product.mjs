// The product as deployed for the browser benchmark: the built api and the four apps, each on its
// own origin, and the Chromium that measures them.
import { APPS, REMOTES } from '../../../apps.config.cjs';
import { PORTS, startApi, startApp } from '../servers.mjs';

export { CHROMIUM, CHROMIUM_ARGS } from '../../test/chromium.cjs';

/**
 * Starts the api (on `api`'s database, else a fresh one with the demo data) and the four apps;
 * returns their origins and `stop`, which stops them all.
 */
export async function startProduct(api = {}) {
  /** Each app's origin, by federation name (shell, catalog, ...). */
  const origins = Object.fromEntries(
    APPS.map((app) => [app.federationName, `http://localhost:${PORTS[app.federationName]}`]),
  );
  const servers = [
    await startApi({ ...api, port: PORTS.browserApi, corsOrigins: [origins.shell] }),
  ];
  // The browser reaches the api by name, like the apps (CORS compares origins exactly).
  const apiUrl = `http://localhost:${PORTS.browserApi}`;
  const env = {
    ...Object.fromEntries(
      REMOTES.map((remote) => [`${remote.envPrefix}_URL`, origins[remote.federationName]]),
    ),
    API_URL: apiUrl,
  };
  servers.push(
    ...(await Promise.all(APPS.map((app) => startApp(app.name, PORTS[app.federationName], env)))),
  );
  const stop = () => Promise.all(servers.map((server) => server.stop()));
  return { ...origins, api: servers[0].url, stop };
}
