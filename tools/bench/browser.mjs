// The browser benchmark (budgets: docs/PERFORMANCE.md), against the built apps served as deployed (one
// tools/serve/serve-app.mjs per app, each its own origin) over a fresh api, in Debian's Chromium:
// - JavaScript a cold browser downloads for /login (signed out), the signed-in carousel
//   (/motorcycles) and an admin's add page (/motorcycle/new): every script response body,
//   compressed with gzip -9 (comparable with the 104.5 KB of the app this one replaces), and
//   the bytes actually transferred (the app servers send brotli);
// - copies of React DOM fetched (script bodies holding '__reactContainer$');
// - bytes a rider's browser fetched from the admin origin over a whole journey;
// - time from pressing Log in to the first carousel card being visible (median of N);
// - Lighthouse mobile performance and accessibility for /login and the signed-in carousel
//   (median of N), each run in a fresh Chromium profile.
/* global window, document, MutationObserver, requestAnimationFrame -- in page.evaluate, which runs in the browser */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_ADMIN, DEMO_RIDER, PORTS, startApi, startApp } from './servers.mjs';
import { ensureBuilt } from '../build/ensure-built.mjs';
import { count, kb, median, ms, row } from './table.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SESSION_KEY = 'vespa-rentals.session';
const BUDGET = { loginJs: 150_000, performance: 80, accessibility: 95 };
const OLD_APP = { loginJs: '104.5 KB', performance: 77, accessibility: 90 };
const STEP_TIMEOUT = 30_000;
/** A carousel card: a link to a motorcycle's detail page inside the page's main region. */
const CARD = 'main a[href^="/motorcycle/"]:not([href="/motorcycle/new"])';

async function startProduct() {
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

/** Records every script the page downloads: its URL, body and transferred size. */
function recordScripts(page) {
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: 0 }));
        return { url: response.url(), body, transferred: sizes.responseBodySize };
      })(),
    );
  });
  return async () => Promise.all(scripts);
}

function scriptFigures(scripts) {
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

function storageState(origin, session) {
  return {
    cookies: [],
    origins: session ? [{ origin, localStorage: [{ name: SESSION_KEY, value: session }] }] : [],
  };
}

/** A cold load (empty cache) of `path` with or without a session; resolves when `ready` holds. */
async function coldLoad(browser, url, session, ready) {
  const context = await browser.newContext({
    storageState: storageState(new URL(url).origin, session),
  });
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const figures = scriptFigures(await scripts());
  await context.close();
  return figures;
}

/**
 * Logs in through the form and returns the milliseconds from pressing Log in to the frame that
 * shows the first carousel card, both measured in the page (Playwright's own waiting polls at
 * up to 500 ms intervals, far too coarse for this).
 */
async function logInThroughForm(page, shell, account) {
  await page.goto(`${shell}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.waitForLoadState('networkidle');
  await page.evaluate((selector) => {
    const marks = {};
    window.__benchMarks = marks;
    document.addEventListener('click', () => (marks.pressed ??= performance.now()), true);
    const shown = () =>
      [...document.querySelectorAll(selector)].some((card) => {
        const box = card.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      });
    const observer = new MutationObserver(() => {
      if (marks.pressed === undefined || !shown()) return;
      observer.disconnect();
      // After the next frame is produced: the card is on screen.
      requestAnimationFrame(() => setTimeout(() => (marks.shown = performance.now()), 0));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  }, CARD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.locator(CARD).first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => window.__benchMarks.shown !== undefined);
  return page.evaluate(() => window.__benchMarks.shown - window.__benchMarks.pressed);
}

/** A rider's whole journey: what came from the admin origin, and React DOM copies fetched. */
async function riderJourney(browser, urls) {
  const context = await browser.newContext();
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  const fromAdmin = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().startsWith(urls.admin)) return;
    const sizes = await request
      .sizes()
      .catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
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
  await page.goto(`${urls.shell}/motorcycles`);
  await page.locator(CARD).first().waitFor();
  await page.waitForLoadState('networkidle');
  const figures = scriptFigures(await scripts());
  await context.close();
  return {
    session,
    adminBytes: fromAdmin.reduce((a, b) => a + b, 0),
    adminRequests: fromAdmin.length,
    reactDomCopies: figures.reactDomCopies,
  };
}

async function adminSession(browser, urls) {
  const context = await browser.newContext();
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  await logInThroughForm(page, urls.shell, DEMO_ADMIN);
  const session = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  await context.close();
  return session;
}

/**
 * One Lighthouse run (mobile, its default simulated throttling) in a fresh Chromium profile.
 * With a session, it is written into the fresh profile's localStorage first (on a same-origin
 * JSON URL, so no app code is cached), and Lighthouse is told not to reset storage.
 */
async function lighthouseRun(url, session) {
  const chrome = await launchChrome({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(`${new URL(url).origin}/remotes.json`);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [SESSION_KEY, session],
      );
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(session),
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (
      lhr.finalDisplayedUrl &&
      new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname
    ) {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
    }
    const failing = lhr.categories.accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

export async function benchBrowser({ runs, lighthouseRuns }) {
  ensureBuilt(['api', 'shell', 'mf-catalog', 'mf-booking', 'mf-admin']);
  const urls = await startProduct();
  const rows = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let riderSession;
  let adminSessionValue;
  try {
    console.log(`Browser: ${CHROMIUM}, apps on ${urls.shell} .. ${urls.admin}`);
    const journey = await riderJourney(browser, urls);
    riderSession = journey.session;
    adminSessionValue = await adminSession(browser, urls);

    const pages = [
      [
        '/login, signed out',
        `${urls.shell}/login`,
        null,
        (p) => p.getByRole('button', { name: 'Log in' }).waitFor(),
      ],
      [
        'carousel, signed in',
        `${urls.shell}/motorcycles`,
        riderSession,
        (p) => p.locator(CARD).first().waitFor(),
      ],
      [
        'admin add page',
        `${urls.shell}/motorcycle/new`,
        adminSessionValue,
        (p) => p.getByRole('heading', { name: 'Add a motorcycle' }).waitFor(),
      ],
    ];
    const loads = [];
    for (const [label, url, session, ready] of pages) {
      // Warm the servers (first-request compression and file reads), then measure a cold browser.
      await coldLoad(browser, url, session, ready);
      const figures = await coldLoad(browser, url, session, ready);
      loads.push(figures);
      console.log(
        `  ${label}: ${figures.files} scripts, ${kb(figures.gzipped)} gzip -9, ${kb(figures.transferred)} transferred, ${kb(figures.raw)} raw, React DOM copies ${figures.reactDomCopies}`,
      );
      rows.push(
        row(
          'browser',
          `JS for ${label} (gzip -9; transferred)`,
          figures.gzipped,
          `${kb(figures.gzipped)} (${kb(figures.transferred)})`,
          label.startsWith('/login') ? { atMost: BUDGET.loginJs, label: '150 KB' } : undefined,
          label.startsWith('/login') ? `the replaced app: ${OLD_APP.loginJs}` : '',
        ),
      );
    }
    const copies = Math.max(journey.reactDomCopies, ...loads.map((l) => l.reactDomCopies));
    rows.push(
      row('browser', 'React DOM copies fetched (per page load, journey)', copies, count(copies), {
        atMost: 1,
      }),
    );
    rows.push(
      row(
        'browser',
        'bytes a rider fetched from the admin origin',
        journey.adminBytes,
        `${count(journey.adminBytes)} B (${journey.adminRequests} requests)`,
        { atMost: 0, label: '0' },
      ),
    );

    const times = [];
    const twice = new Set();
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext();
      context.setDefaultTimeout(STEP_TIMEOUT);
      const page = await context.newPage();
      // Every body downloaded on the way from /login to the carousel (a cache hit or a 304
      // revalidation downloads none).
      const fetched = new Map();
      page.on('requestfinished', async (request) => {
        const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
        if (sizes.responseBodySize === 0) return;
        const key = `${request.method()} ${request.url()}`;
        fetched.set(key, (fetched.get(key) ?? 0) + 1);
      });
      times.push(await logInThroughForm(page, urls.shell, DEMO_RIDER));
      await page.waitForLoadState('networkidle');
      for (const [key, n] of fetched) if (n > 1) twice.add(key);
      await context.close();
    }
    console.log(`  Log in → first card: ${times.map((t) => ms(t)).join(', ')}`);
    if (twice.size > 0) console.log(`  fetched twice on the way: ${[...twice].join(', ')}`);
    rows.push(
      row(
        'browser',
        `Log in pressed → first card visible (median of ${runs})`,
        median(times),
        ms(median(times)),
      ),
      row(
        'browser',
        'files fetched twice from /login to the carousel',
        twice.size,
        count(twice.size),
        { atMost: 0 },
      ),
    );
  } finally {
    await browser.close();
  }

  for (const [label, url, session] of [
    ['/login', `${urls.shell}/login`, null],
    ['carousel', `${urls.shell}/motorcycles`, riderSession],
  ]) {
    const results = [];
    for (let i = 0; i < lighthouseRuns; i += 1) results.push(await lighthouseRun(url, session));
    console.log(
      `  Lighthouse ${label}: ${results.map((r) => `${r.performance}/${r.accessibility} (LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)})`).join(', ')}` +
        (results[0].failing.length
          ? `; accessibility audits failing: ${results[0].failing.join(', ')}`
          : ''),
    );
    const performanceScore = median(results.map((r) => r.performance));
    const accessibilityScore = median(results.map((r) => r.accessibility));
    rows.push(
      row(
        'browser',
        `Lighthouse mobile performance, ${label} (median of ${lighthouseRuns})`,
        performanceScore,
        String(performanceScore),
        { atLeast: BUDGET.performance },
        label === '/login' ? `the replaced app: ${OLD_APP.performance}` : '',
      ),
      row(
        'browser',
        `Lighthouse accessibility, ${label} (median of ${lighthouseRuns})`,
        accessibilityScore,
        String(accessibilityScore),
        { atLeast: BUDGET.accessibility },
        label === '/login' ? `the replaced app: ${OLD_APP.accessibility}` : '',
      ),
    );
  }
  return rows;
}
