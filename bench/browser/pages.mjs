/* global window, document, MutationObserver, requestAnimationFrame -- in page.evaluate, which runs in the browser */
// What one browser session loads and how long the rider waits: scripts per page, the rider's
// journey from the login form to the carousel, an administrator's session.
import { gzipSync } from 'node:zlib';
import { watchRequests } from '../../tools/test/requests-in-flight.cjs';
import { DEMO_ADMIN, DEMO_RIDER } from '../servers.mjs';

export const SESSION_KEY = 'vespa-rentals.session';
export const STEP_TIMEOUT = 30_000;
/** A carousel card: a link to a motorcycle's detail page inside the page's main region. */
export const CARD = 'main a[href^="/motorcycle/"]:not([href="/motorcycle/new"])';
/** What a request transferred (body and headers), none when Playwright no longer knows. */
export const sizesOf = (request) =>
  request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));

/** Records every script the page downloads: its URL, body and transferred size. */
export function recordScripts(page) {
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const { responseBodySize } = await sizesOf(response.request());
        return { url: response.url(), body, transferred: responseBodySize };
      })(),
    );
  });
  return async () => Promise.all(scripts);
}

export function scriptFigures(scripts) {
  return {
    gzipped: scripts.reduce((n, s) => n + gzipSync(s.body, { level: 9 }).length, 0),
    transferred: scripts.reduce((n, s) => n + s.transferred, 0),
    raw: scripts.reduce((n, s) => n + s.body.length, 0),
    files: scripts.length,
    // Distinct files: a full reload re-reads cached files, which is no second copy.
    reactDomCopies: new Set(
      scripts.filter((s) => s.body.includes('__reactContainer$')).map((s) => s.url),
    ).size,
  };
}

/** `use(page)` on a page in a fresh context of `browser` (made with `options`), closed after. */
export async function withPage(browser, options, use) {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(STEP_TIMEOUT);
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Opens the carousel and resolves once its first card shows and the network is idle. */
export async function openCarousel(page, shell) {
  await page.goto(`${shell}/motorcycles`);
  await page.locator(CARD).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Runs in the page: once `selector` first shows on screen (after a click, with `afterClick`),
 * notes when in `window.__benchMarks.shown` (and the click in `pressed`), measured from the start
 * of the navigation.
 */
export function watchShown({ selector, afterClick = false }) {
  const marks = {};
  window.__benchMarks = marks;
  if (afterClick) {
    document.addEventListener('click', () => (marks.pressed ??= performance.now()), true);
  }
  const shown = () =>
    [...document.querySelectorAll(selector)].some((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
  const observer = new MutationObserver(() => {
    if ((afterClick && marks.pressed === undefined) || !shown()) return;
    observer.disconnect();
    // After the next frame is produced: it is on screen.
    requestAnimationFrame(() => setTimeout(() => (marks.shown = performance.now()), 0));
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

export function storageState(origin, session) {
  return {
    cookies: [],
    origins: session ? [{ origin, localStorage: [{ name: SESSION_KEY, value: session }] }] : [],
  };
}

/**
 * Resolves, once called, when the page has had no request in flight for 500 ms (Playwright's
 * 'networkidle' fires once per navigation, not again after later requests).
 */
function quietNetwork(page) {
  const requests = watchRequests(page);
  return async () => {
    while (requests.quietMs() < 500) await page.waitForTimeout(100);
    requests.stop();
  };
}

/**
 * A cold load (empty cache) of `path` with or without a session, in a browser whose language is
 * `locale` (navigator.languages and Accept-Language); resolves when `ready` holds.
 * With `then`, that runs next (e.g. the visitor starts typing) and its downloads count too.
 */
export function coldLoad(browser, url, { session, locale = 'en-US' }, ready, then) {
  const options = { storageState: storageState(new URL(url).origin, session), locale };
  return withPage(browser, options, async (page) => {
    const scripts = recordScripts(page);
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    if (then) {
      const quiet = quietNetwork(page);
      await then(page);
      await quiet();
    }
    return scriptFigures(await scripts());
  });
}

/**
 * Logs in through the form and returns the milliseconds from pressing Log in to the frame that
 * shows the first carousel card, both measured in the page (Playwright's own waiting polls at
 * up to 500 ms intervals, far too coarse for this).
 */
export async function logInThroughForm(page, shell, account) {
  await page.goto(`${shell}/login`);
  await page.waitForLoadState('networkidle');
  // What typing starts (the carousel's preload) has finished when the rider presses Log in.
  const quiet = quietNetwork(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await quiet();
  await page.evaluate(watchShown, { selector: CARD, afterClick: true });
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.locator(CARD).first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => window.__benchMarks.shown !== undefined);
  return page.evaluate(() => window.__benchMarks.shown - window.__benchMarks.pressed);
}

/** A rider's whole journey: what came from the admin origin, and React DOM copies fetched. */
export function riderJourney(browser, urls) {
  return withPage(browser, {}, async (page) => {
    const scripts = recordScripts(page);
    const fromAdmin = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().startsWith(urls.admin)) return;
      const sizes = await sizesOf(request);
      fromAdmin.push(sizes.responseBodySize + sizes.responseHeadersSize);
    });
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(urls.admin)) fromAdmin.push(0);
    });
    await logInThroughForm(page, urls.shell, DEMO_RIDER);
    const session = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    await page.locator(CARD).first().click();
    await page.waitForURL(/\/motorcycle\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${urls.shell}/reservations`);
    await page.getByRole('heading', { name: 'My reservations' }).waitFor();
    for (const path of ['/motorcycle/new', '/delete']) {
      await page.goto(`${urls.shell}${path}`);
      await page.getByRole('heading', { name: 'Administrators only' }).waitFor();
    }
    await openCarousel(page, urls.shell);
    return {
      session,
      adminBytes: fromAdmin.reduce((a, b) => a + b, 0),
      adminRequests: fromAdmin.length,
      reactDomCopies: scriptFigures(await scripts()).reactDomCopies,
    };
  });
}

/** A session (what the shell keeps in localStorage) of `account`, the demo administrator unless told, signed in through the form. */
export function signedInSession(browser, urls, account = DEMO_ADMIN) {
  return withPage(browser, {}, async (page) => {
    // Not logInThroughForm: an administrator lands on Today, not on the carousel.
    await page.goto(`${urls.shell}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const kept = await page.waitForFunction((key) => localStorage.getItem(key), SESSION_KEY);
    return kept.jsonValue();
  });
}
