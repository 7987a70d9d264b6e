// npm run screenshots: the README's pictures (docs/screenshots/*.png), taken in Debian's Chromium
// from a running product.
//
//   npm run screenshots            # its own working shop, started and stopped here
//   SHELL_URL=https://… npm run screenshots    # a deployment that is already running
//
// By default it seeds a small shop (bench/screenshots/shop.mjs: twelve scooters, a few dozen
// riders, four weeks of rides behind and five ahead, handed over and taken back up to now) into a
// fresh SQLite file, starts the built api and the four apps on free ports, takes one scooter to
// the workshop for a day of this week through the api, takes the pictures as one of the shop's
// riders and its administrator (and the rider in an Italian browser on a phone:
// italian-screens.mjs), and stops everything.
//
// SHELL_URL points it at a deployment instead, which it only looks at, signed in with the demo
// logins (DEMO_RIDER_EMAIL/DEMO_RIDER_PASSWORD and DEMO_ADMIN_EMAIL/DEMO_ADMIN_PASSWORD replace
// them), with one exception: when the rider has no reservation yet, it books the reserve form it
// has filled in, so My reservations shows a row (SCREENSHOTS_BOOK=no turns that off). The add
// form is filled in but never sent, the delete and cancel questions are answered NO, the edit form
// is never saved.
//
// SHOP_TIME_ZONE (default Europe/Rome, as the api's) is the browser's zone: the desk reads
// "today" in it. CHROMIUM_PATH replaces /usr/bin/chromium (nothing is downloaded).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createSupervisor, ROOT, stopWithProcess } from '../../tools/stack/processes.mjs';
import { withChromium } from '../browser/chromium.mjs';
import { adminScreens } from './admin-screens.mjs';
import { missing, OUT_DIR, taken } from './camera.mjs';
import { workshopBlock } from './desk-scene.mjs';
import { italianScreens } from './italian-screens.mjs';
import { riderScreens } from './rider-screens.mjs';
import { signedIn } from './shop-api.mjs';
import { riderForPictures, startShop } from './shop.mjs';

const timeZone = process.env.SHOP_TIME_ZONE ?? 'Europe/Rome';
// What this run starts (its own shop: the api and the apps), stopped at the end or on Ctrl+C.
const supervisor = createSupervisor({
  onUnexpectedExit: (name, how, output) => console.error(`${name} stopped (${how}):\n${output}`),
});
stopWithProcess(supervisor, { code: 130 });

/** The api's address, as the shell at `shell` tells its browsers. */
async function apiOf(shell) {
  let response;
  try {
    response = await fetch(`${shell}/remotes.json`);
  } catch {
    throw new Error(`Nothing answers at ${shell}: is SHELL_URL right?`);
  }
  if (!response.ok) throw new Error(`${shell}/remotes.json answered ${response.status}.`);
  const { api } = await response.json();
  return api.replace(/\/+$/, '');
}

/** The deployment at SHELL_URL, with the demo logins; left running. */
async function deployment(shell) {
  return {
    shell,
    api: await apiOf(shell),
    rider: {
      email: process.env.DEMO_RIDER_EMAIL ?? 'rider@vespa.test',
      password: process.env.DEMO_RIDER_PASSWORD ?? 'vespa-rider',
    },
    admin: {
      email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@vespa.test',
      password: process.env.DEMO_ADMIN_PASSWORD ?? 'vespa-admin',
    },
    book: process.env.SCREENSHOTS_BOOK !== 'no',
  };
}

/** A seeded shop of its own, one of its riders and its administrator. */
async function ownShop() {
  console.log('Seeding a shop and starting the product on free ports...');
  const { shell, api, plan } = await startShop(supervisor, { timeZone });
  const { password, admin } = plan.accounts;
  const shop = {
    shell,
    api,
    rider: { email: riderForPictures(plan), password },
    admin: { email: admin.email, password },
    book: false,
  };
  try {
    const { block, name } = await workshopBlock(await signedIn(api, shop.admin), timeZone);
    console.log(`  ${name} is in the workshop ${block.from} to ${block.to}`);
  } catch (error) {
    missing.push('the workshop block');
    console.warn(`  no workshop block: ${error.message}`);
  }
  return shop;
}

let shop;
try {
  shop = process.env.SHELL_URL
    ? await deployment(process.env.SHELL_URL.replace(/\/+$/, ''))
    : await ownShop();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await supervisor.stopAll();
  process.exit(1);
}

await mkdir(OUT_DIR, { recursive: true });
console.log(`Screenshots of ${shop.shell} into ${path.relative(ROOT, OUT_DIR)}/`);
try {
  await withChromium(async (browser) => {
    await riderScreens(browser, { ...shop, timeZone });
    await adminScreens(browser, { ...shop, timeZone });
    await italianScreens(browser, { ...shop, timeZone });
  });
} finally {
  await supervisor.stopAll();
}
// The README loads every picture at once: each stays light.
const heavy = taken.filter(({ size }) => size > 250 * 1024);
if (heavy.length > 0) console.warn(`Over 250 KB: ${heavy.map((t) => t.file).join(', ')}`);
if (missing.length > 0) {
  console.warn(`Not captured: ${missing.join(', ')}`);
  process.exitCode = 1;
}
