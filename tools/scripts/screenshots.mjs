// npm run screenshots: pictures of the main screens for the README, taken from a running product.
//
//   npm start                      # in another terminal (or any deployment)
//   npm run screenshots            # writes docs/screenshots/*.png
//
// SHELL_URL points at another deployment (default: the shell of `npm start`, SHELL_PORT honoured);
// DEMO_ADMIN_EMAIL/DEMO_ADMIN_PASSWORD and DEMO_RIDER_EMAIL/DEMO_RIDER_PASSWORD replace the demo
// logins. CHROMIUM_PATH replaces /usr/bin/chromium (Debian's package; nothing is downloaded).
//
// It only looks, with one exception: when the demo rider has no reservation yet, it books the
// reserve form it has filled in (one ride tomorrow), so the reservations picture shows a table.
// SCREENSHOTS_BOOK=no turns that off. The add form is filled in but never sent; the delete
// question is answered NO; the edit form is opened but never saved; All reservations is only
// read (so it shows whatever the deployment holds, at least that one ride).
/* global document -- only inside page.evaluate, which runs in the browser */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/chromium.cjs';

const require = createRequire(import.meta.url);
const { urlOf } = require('../serve/ports.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT_DIR = path.join(root, 'docs', 'screenshots');
const SHELL = (process.env.SHELL_URL ?? urlOf('shell')).replace(/\/+$/, '');
const RIDER = {
  email: process.env.DEMO_RIDER_EMAIL ?? 'rider@vespa.test',
  password: process.env.DEMO_RIDER_PASSWORD ?? 'vespa-rider',
};
const ADMIN = {
  email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@vespa.test',
  password: process.env.DEMO_ADMIN_PASSWORD ?? 'vespa-admin',
};
const BOOK = process.env.SCREENSHOTS_BOOK !== 'no';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const STEP_TIMEOUT = 15_000;

/** The api's address, as the shell tells its browsers. */
async function apiUrl() {
  let response;
  try {
    response = await fetch(`${SHELL}/remotes.json`);
  } catch {
    throw new Error(`Nothing answers at ${SHELL}: start the product first (npm start).`);
  }
  if (!response.ok) throw new Error(`${SHELL}/remotes.json answered ${response.status}.`);
  const { api } = await response.json();
  return api.replace(/\/+$/, '');
}

/** Waits until the page has stopped loading: requests done, images decoded, fonts ready. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((img) => img.getClientRects().length > 0);
    await Promise.all(
      images.map((img) =>
        img.complete ? undefined : new Promise((done) => img.addEventListener('loadend', done)),
      ),
    );
  });
}

const taken = [];

async function shoot(page, name, { keepFocus = false, ...options } = {}) {
  await settle(page);
  // A caret or a selected field in a picture looks like a glitch; a dialog keeps its focus.
  if (!keepFocus) await page.evaluate(() => document.activeElement?.blur?.());
  const file = path.join(OUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide', ...options });
  const { size } = await stat(file);
  taken.push({ file: path.relative(root, file), size });
  console.log(`  ${path.relative(root, file)}  ${Math.round(size / 1024)} KB`);
}

/** Runs one part; a part the running product lacks is reported and the rest still runs. */
const missing = [];
async function step(what, action) {
  try {
    await action();
  } catch (error) {
    missing.push(what);
    console.warn(`  skipped ${what}: ${error.message.split('\n')[0]}`);
  }
}

async function logIn(page, account) {
  await page.goto(`${SHELL}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/motorcycles$/);
  await page.getByRole('heading', { name: 'LATEST MODELS' }).waitFor();
}

/** Tomorrow in the browser's (this machine's) time zone, as a date input wants it. */
function tomorrow() {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function riderScreens(browser, api) {
  const context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1 });
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();

  await step('login', async () => {
    await page.goto(`${SHELL}/login`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await shoot(page, 'login');
  });

  await logIn(page, RIDER);
  await step('carousel', async () => {
    await page.locator('main a[href^="/motorcycle/"]:visible').first().waitFor();
    await shoot(page, 'carousel');
  });

  await step('detail', async () => {
    await page.locator('main a[href^="/motorcycle/"]:visible').first().click();
    await page.waitForURL(/\/motorcycle\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, 'detail');
  });

  await step('reserve form', async () => {
    const bookNow = page
      .getByRole('button', { name: /book now/i })
      .or(page.getByRole('link', { name: /book now/i }));
    if (await bookNow.count()) await bookNow.first().click();
    else await page.goto(`${SHELL}/reserve/new`);
    await page.waitForURL(/\/reserve\/new$/);
    await page.getByLabel('City').fill('Rome');
    await page.getByLabel('Date', { exact: true }).fill(tomorrow());
    await page.getByLabel('Hours', { exact: true }).fill('3');
    await page.getByLabel('Minutes', { exact: true }).fill('30');
    await shoot(page, 'reserve');
  });

  await step('reservations', async () => {
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('vespa-rentals.session') ?? '{}').token,
    );
    const response = await fetch(`${api}/api/v1/reservations/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data = [] } = await response.json();
    const bookNow = page.getByRole('button', { name: 'Book Now' });
    if (BOOK && data.length === 0 && (await bookNow.isVisible())) {
      await bookNow.click();
      await page.getByRole('button', { name: 'Book Now' }).waitFor({ state: 'detached' });
    }
    await page.getByRole('link', { name: 'My reservations' }).click();
    await page.waitForURL(/\/reservations$/);
    await page
      .getByRole('heading', { name: /reservations/i })
      .first()
      .waitFor();
    await shoot(page, 'reservations');
  });

  await context.close();
}

/**
 * The whole page in one picture: a viewport as tall as the page (never shorter than the desktop's)
 * keeps the sidebar whole, which a full-page capture would not stretch.
 */
async function fullPage(page, take) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: DESKTOP.width, height: Math.max(height, DESKTOP.height) });
  try {
    await take();
  } finally {
    await page.setViewportSize(DESKTOP);
  }
}

async function adminScreens(browser, api) {
  const context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1 });
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  await logIn(page, ADMIN);

  await step('add form', async () => {
    await page.getByRole('link', { name: 'Add motorcycle' }).click();
    await page.getByRole('heading', { name: 'Add a motorcycle' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Vespa Elettrica RS');
    await page.getByLabel('Model', { exact: true }).fill('Elettrica 70 km/h');
    await page.getByLabel('Brand', { exact: true }).fill('Vespa');
    await page.getByLabel('Color', { exact: true }).fill('Grigio Luce');
    await page.getByLabel('Chassis number').fill('ZAPC5360000009999');
    await page.getByLabel('Booking price per hour').fill('16.5');
    await page.getByLabel('Price', { exact: true }).fill('7299.9');
    await page.getByLabel('Image link').fill(`${api}/images/elettrica.svg`);
    await page.getByLabel(/^Description/).fill('Silent, zero-emission city rides.');
    await page.getByRole('img', { name: 'Preview of the image link' }).waitFor();
    await fullPage(page, () => shoot(page, 'add-motorcycle'));
  });

  await step('delete modal', async () => {
    await page.getByRole('link', { name: 'Delete motorcycle' }).click();
    await page.getByRole('heading', { name: 'Delete a motorcycle' }).waitFor();
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await shoot(page, 'delete-modal', { keepFocus: true });
    await dialog.getByRole('button', { name: 'NO' }).click();
  });

  await step('edit form', async () => {
    await page.getByRole('link', { name: 'Delete motorcycle' }).click();
    await page.getByRole('heading', { name: 'Delete a motorcycle' }).waitFor();
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await page.waitForURL(/\/motorcycle\/\d+\/edit$/);
    await page.getByRole('heading', { name: 'Edit a motorcycle' }).waitFor();
    await page.getByRole('img', { name: 'Preview of the image link' }).waitFor();
    await fullPage(page, () => shoot(page, 'edit-motorcycle'));
  });

  await step('all reservations', async () => {
    await page.getByRole('link', { name: 'All reservations' }).click();
    await page.waitForURL(/\/admin\/reservations$/);
    await page.getByRole('heading', { name: 'All reservations' }).waitFor();
    // The table, or the empty state of a deployment nobody has booked on yet.
    await page.getByRole('table').or(page.getByText('Upss! There is no Reserves')).waitFor();
    await fullPage(page, () => shoot(page, 'admin-reservations'));
  });

  await context.close();
}

async function phoneScreens(browser) {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  await step('phone carousel', async () => {
    await logIn(page, RIDER);
    await page.locator('main a[href^="/motorcycle/"]:visible').first().waitFor();
    await shoot(page, 'carousel-phone');
  });
  await context.close();
}

let api;
try {
  api = await apiUrl();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await mkdir(OUT_DIR, { recursive: true });
console.log(`Screenshots of ${SHELL} into ${path.relative(root, OUT_DIR)}/`);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  await riderScreens(browser, api);
  await adminScreens(browser, api);
  await phoneScreens(browser);
} finally {
  await browser.close();
}
const heavy = taken.filter(({ size }) => size > 200 * 1024);
if (heavy.length > 0) console.warn(`Over 200 KB: ${heavy.map((t) => t.file).join(', ')}`);
if (missing.length > 0) {
  console.warn(`Not captured: ${missing.join(', ')}`);
  process.exitCode = 1;
}
