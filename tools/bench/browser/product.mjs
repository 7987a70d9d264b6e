// The product as deployed for the browser benchmark: the built api and the four apps, each on its
// own origin, and the Chromium that measures them.
import { PORTS, startApi, startApp } from '../servers.mjs';

export { CHROMIUM, CHROMIUM_ARGS } from '../../test/chromium.cjs';

/**
 * Starts the api (on `api`'s database, else a fresh one with the demo data) and the four apps;
 * returns their origins and `stop`, which stops them all.
 */
export async function startProduct(api = {}) {
  const origins = {
    shell: `http://localhost:${PORTS.shell}`,
    catalog: `http://localhost:${PORTS.catalog}`,
    booking: `http://localhost:${PORTS.booking}`,
    admin: `http://localhost:${PORTS.admin}`,
  };
  const servers = [
    await startApi({ ...api, port: PORTS.browserApi, corsOrigins: [origins.shell] }),
  ];
  // The browser reaches the api by name, like the apps (CORS compares origins exactly).
  const apiUrl = `http://localhost:${PORTS.browserApi}`;
  const env = {
    CATALOG_URL: origins.catalog,
    BOOKING_URL: origins.booking,
    ADMIN_URL: origins.admin,
    API_URL: apiUrl,
  };
  servers.push(
    ...(await Promise.all([
      startApp('shell', PORTS.shell, env),
      startApp('mf-catalog', PORTS.catalog, env),
      startApp('mf-booking', PORTS.booking, env),
      startApp('mf-admin', PORTS.admin, env),
    ])),
  );
  const stop = () => Promise.all(servers.map((server) => server.stop()));
  return { ...origins, api: servers[0].url, stop };
}
