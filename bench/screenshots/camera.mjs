/* global document -- only inside page.evaluate, which runs in the browser */
// Taking one picture of the README: wait until the page has settled, refuse a page still loading
// or showing an error, and write docs/screenshots/<name>.png.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../../tools/stack/processes.mjs';

export const OUT_DIR = path.join(ROOT, 'docs', 'screenshots');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };
export const STEP_TIMEOUT = 15_000;

/** What a finished screen never shows: a failed list, a remote that failed to load. */
const FAILED = [
  /Upss! There is an Error/,
  /could not be loaded/,
  /Connection Issues !/,
  /Non è stato possibile caricare/,
];
const LOADING = /^(Loading|Caricamento)\.\.\./;

/** Resolves once nothing on the page reads "Loading..."; rejects with what shows after a while. */
async function loaded(page) {
  const loading = page.getByText(LOADING).filter({ visible: true }).first();
  await loading.waitFor({ state: 'detached', timeout: STEP_TIMEOUT }).catch(async () => {
    throw new Error(`the page still shows "${(await loading.innerText()).trim()}"`);
  });
}

/** Waits until the page has stopped loading: requests done, images decoded, fonts ready. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Only the pictures in view: a lazy one below the fold is never asked for, and an image
    // ends with load or error (it has no loadend).
    const inView = (img) => {
      const { width, top, bottom } = img.getBoundingClientRect();
      return width > 0 && bottom > 0 && top < document.documentElement.clientHeight;
    };
    const ended = (img) =>
      new Promise((done) => {
        img.addEventListener('load', done);
        img.addEventListener('error', done);
      });
    await Promise.all(
      [...document.images].filter(inView).map((img) => (img.complete ? undefined : ended(img))),
    );
  });
  await loaded(page);
  for (const text of FAILED) {
    const shown = page.getByText(text).filter({ visible: true });
    if ((await shown.count()) > 0) {
      throw new Error(`the page shows "${(await shown.first().innerText()).trim()}"`);
    }
  }
}

/** The pictures taken and the parts that could not be, for the summary at the end. */
export const taken = [];
export const missing = [];

export async function shoot(page, name, { keepFocus = false, ...options } = {}) {
  await settle(page);
  // A caret or a selected field in a picture looks like a glitch; a dialog keeps its focus.
  if (!keepFocus) await page.evaluate(() => document.activeElement?.blur?.());
  // Nor is a button left hovered by the last click: the pointer rests on the sidebar's foot.
  await page.mouse.move(1, page.viewportSize().height - 1);
  const file = path.join(OUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide', ...options });
  const { size } = await stat(file);
  taken.push({ file: path.relative(ROOT, file), size });
  console.log(`  ${path.relative(ROOT, file)}  ${Math.round(size / 1024)} KB`);
}

/** Runs one part; a part the running product lacks is reported and the rest still runs. */
export async function step(what, action) {
  try {
    await action();
  } catch (error) {
    missing.push(what);
    console.warn(`  skipped ${what}: ${error.message.split('\n')[0]}`);
  }
}

/** Runs `take` with the viewport `height` pixels tall (the desktop's width), then restores it. */
export async function withHeight(page, height, take) {
  await page.setViewportSize({ width: DESKTOP.width, height });
  try {
    await take();
  } finally {
    await page.setViewportSize(DESKTOP);
  }
}

/**
 * The whole page in one picture: a viewport as tall as the page (never shorter than the desktop's)
 * keeps the sidebar whole, which a full-page capture would not stretch. With `scroller`, the
 * viewport also grows until that element (a list that scrolls inside the page, sized by the
 * viewport's height) shows all it holds.
 */
export async function fullPage(page, take, { scroller } = {}) {
  let height = DESKTOP.height;
  const hidden = () =>
    page.locator(scroller).evaluate((element) => element.scrollHeight - element.clientHeight);
  for (let round = 0; scroller && round < 5 && (await hidden()) > 0; round += 1) {
    height += await hidden();
    await page.setViewportSize({ width: DESKTOP.width, height });
  }
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await withHeight(page, Math.max(height, pageHeight), take);
}

/**
 * A page in a browser context of its own on the shop's clock (the desk reads the browser's zone as
 * the shop's), in the browser language `locale` (the product shows the first of them it speaks);
 * closed with its context.
 */
export async function newPage(browser, { timeZone, phone = false, locale = 'en-US' }) {
  const context = await browser.newContext({
    viewport: phone ? PHONE : DESKTOP,
    deviceScaleFactor: 1,
    timezoneId: timeZone,
    locale,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  context.setDefaultTimeout(STEP_TIMEOUT);
  return context.newPage();
}

/**
 * Logs in through the form and waits for where the account lands: a rider's carousel unless told
 * (an administrator lands on Today), in the words of an English page unless told.
 */
export async function logIn(page, shell, account, words = {}) {
  const { button = 'Log in', heading = 'LATEST MODELS', landing = /\/motorcycles$/ } = words;
  await page.goto(`${shell}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(landing);
  await page.getByRole('heading', { name: heading }).waitFor();
}
