// The product as deployed for the browser benchmark: the built api and the four apps, each on its
// own origin, and the Chromium that measures them.
import { PORTS, startApi, startApp } from '../servers.mjs';

export { CHROMIUM, CHROMIUM_ARGS } from '../../test/chromium.cjs';

/** Starts the api and the four apps; returns their origins. */
export async function startProduct() {
  const origins = {
    shell: `http://localhost:${PORTS.shell}`,
    catalog: `http://localhost:${PORTS.catalog}`,
    booking: `http://localhost:${PORTS.booking}`,
    admin: `http://localhost:${PORTS.admin}`,
  };
  const api = await startApi({ port: PORTS.browserApi, corsOrigins: [origins.shell] });
  // The browser reaches the api by name, like the apps (CORS compares origins exactly).
  const apiUrl = `http://localhost:${PORTS.browserApi}`;
  const env = {
    CATALOG_URL: origins.catalog,
    BOOKING_URL: origins.booking,
    ADMIN_URL: origins.admin,
    API_URL: apiUrl,
  };
  await Promise.all([
    startApp('shell', PORTS.shell, env),
    startApp('mf-catalog', PORTS.catalog, env),
    startApp('mf-booking', PORTS.booking, env),
    startApp('mf-admin', PORTS.admin, env),
  ]);
  return { ...origins, api: api.url };
}
