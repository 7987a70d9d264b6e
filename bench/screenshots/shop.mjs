// The product the README's pictures are taken of when no SHELL_URL is given: a small working
// shop (bench/seed) on a fresh SQLite file, the built api on it and the four apps, each on a free
// port, under the caller's supervisor, which stops them all (and removes the file) once the
// pictures are taken.
import path from 'node:path';
import { ensureBuilt } from '../../tools/build/ensure-built.mjs';
import { APP_NAMES, startProduct } from '../../tools/stack/apps.mjs';
import { freePorts } from '../../tools/stack/waiting.mjs';
import { seedShop } from '../seed/seed-shop.mjs';

/**
 * Twelve scooters (the seven of the demo catalogue, then a second of five models), a few dozen
 * riders, four weeks of rides behind and three ahead.
 */
export const SHOP_SIZE = { motorcycles: 12, riders: 60, daysBack: 28, daysAhead: 21 };

/**
 * Seeds the shop on the shop's clock (`timeZone`) and starts the product on it under `supervisor`.
 * Resolves with { shell, api } (their URLs) and the seeded `plan` (bench/seed/plan-shop.mjs).
 */
export async function startShop(supervisor, { timeZone }) {
  ensureBuilt();
  const folder = supervisor.tempDir('vespa-screenshots-');
  const databaseUrl = `sqlite:${path.join(folder, 'shop.sqlite')}`;
  const plan = await seedShop(databaseUrl, { ...SHOP_SIZE, timeZone });

  const free = await freePorts(1 + APP_NAMES.length);
  const ports = Object.fromEntries(['api', ...APP_NAMES].map((name, i) => [name, free[i]]));
  const { api, urls } = await startProduct(supervisor, {
    ports,
    env: { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', SHOP_TIME_ZONE: timeZone },
  });
  return { shell: urls.shell, api: api.url, plan };
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
