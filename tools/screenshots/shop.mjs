// The product the README's pictures are taken of when no SHELL_URL is given: a small working
// shop (tools/seed) on a fresh SQLite file, the built api on it and the four apps, each on a free
// port, all stopped (and the file removed) once the pictures are taken.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureBuilt } from '../build/ensure-built.mjs';
import { createSupervisor, freePorts, ROOT, waitFor } from '../cluster/processes.mjs';
import { seedShop } from '../seed/seed-shop.mjs';
import { APPS as APP_LIST } from '../../apps.config.cjs';

const require = createRequire(import.meta.url);
const { ENV_PREFIX } = require('../../app-server/ports.cjs');

/**
 * Twelve scooters (the seven of the demo catalogue, then a second of five models), a few dozen
 * riders, four weeks of rides behind and three ahead.
 */
export const SHOP_SIZE = { motorcycles: 12, riders: 60, daysBack: 28, daysAhead: 21 };

const APPS = APP_LIST.map((app) => app.name);

/**
 * Seeds the shop on the shop's clock (`timeZone`) and starts the product on it. Resolves with
 * { shell, api } (their URLs), the seeded `plan` (tools/seed/plan-shop.mjs) and `stop`.
 */
export async function startShop({ timeZone }) {
  ensureBuilt();
  const supervisor = createSupervisor({
    onUnexpectedExit: (name, how, output) => console.error(`${name} stopped (${how}):\n${output}`),
  });
  try {
    const folder = supervisor.tempDir('vespa-screenshots-');
    const databaseUrl = `sqlite:${path.join(folder, 'shop.sqlite')}`;
    const plan = await seedShop(databaseUrl, { ...SHOP_SIZE, timeZone });

    const [apiPort, ...appPorts] = await freePorts(1 + APPS.length);
    const ports = { api: apiPort, ...Object.fromEntries(APPS.map((app, i) => [app, appPorts[i]])) };
    const url = (app) => `http://localhost:${ports[app]}`;
    // Where the apps and the api are, as every app server is told (CATALOG_URL, …, API_URL).
    const where = Object.fromEntries(
      Object.keys(ports).map((app) => [`${ENV_PREFIX[app]}_URL`, url(app)]),
    );
    supervisor.start('api', process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        SEED_DEMO_DATA: 'false',
        SHOP_TIME_ZONE: timeZone,
        CORS_ORIGINS: url('shell'),
        LOG_LEVEL: 'warn',
      },
    });
    for (const app of APPS) {
      supervisor.start(app, process.execPath, [path.join(ROOT, 'app-server/serve-app.mjs'), app], {
        env: { ...where, PORT: String(ports[app]), HOST: 'localhost' },
      });
    }
    const answers = async (address) => (await fetch(address)).ok;
    await waitFor('the api', () => answers(`${url('api')}/health`));
    for (const app of APPS) await waitFor(app, () => answers(`${url(app)}/index.html`));
    return { shell: url('shell'), api: url('api'), plan, stop: () => supervisor.stopAll() };
  } catch (error) {
    await supervisor.stopAll();
    throw error;
  }
}

/**
 * The rider whose pictures show the most of My reservations on one screen: one with a scooter
 * out now if any, a few rides ahead (about four) and some behind. Their email.
 */
export function riderForPictures(plan) {
  const riders = new Map();
  for (const r of plan.reservations) {
    if (r.cancelled_at !== null) continue;
    const rider = riders.get(r.user_id) ?? { out: 0, ahead: 0, behind: 0 };
    if (r.returned_at !== null) rider.behind += 1;
    else if (r.picked_up_at !== null) rider.out += 1;
    else if (r.start_at > plan.wallNow) rider.ahead += 1;
    riders.set(r.user_id, rider);
  }
  const score = ({ out, ahead, behind }) =>
    (out > 0 ? 10 : 0) + (behind >= 2 ? 5 : 0) - Math.abs(ahead - 4);
  const [id] = [...riders].reduce((best, next) => (score(next[1]) > score(best[1]) ? next : best));
  return plan.users[id - 1].email;
}
