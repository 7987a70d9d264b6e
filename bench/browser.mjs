// The browser benchmark (budgets: docs/PERFORMANCE.md), against the built apps served as deployed (one
// app-server/serve-app.mjs per app, each its own origin) over a fresh api, in Debian's Chromium:
// - JavaScript a cold browser downloads for /login (signed out), the signed-in carousel
//   (/motorcycles) and an admin's add page (/motorcycle/new): every script response body,
//   compressed with gzip -9 (comparable with the 104.5 KB of the app this one replaces), and
//   the bytes actually transferred (the app servers send brotli); for /login also the number of
//   script files, and what it has fetched once the visitor starts typing (the carousel's preload);
// - copies of React DOM fetched (script bodies holding '__reactContainer$');
// - bytes a rider's browser fetched from the admin origin over a whole journey;
// - time from pressing Log in to the first carousel card being visible (median of N).
// Lighthouse's view of every page is bench/pages.mjs.
import { APPS } from '../apps.config.cjs';
import { ensureBuilt } from '../tools/build/ensure-built.mjs';
import { withChromium } from './browser/chromium.mjs';
import {
  signedInSession,
  CARD,
  coldLoad,
  logInThroughForm,
  riderJourney,
  sizesOf,
  withPage,
} from './browser/pages.mjs';
import { CHROMIUM } from '../tools/test/chromium.cjs';
import { DEMO_RIDER, startProduct } from './servers.mjs';
import { count, kb, median, ms, row } from './table.mjs';

// The budgets of docs/PERFORMANCE.md.
const BUDGET = {
  loginJs: { atMost: 110_000, label: '110 KB' },
  loginScripts: { atMost: 8 },
  loginToCard: { atMost: 300, label: '300 ms' },
};
const OLD_APP = { loginJs: '104.5 KB' };
/** What a visitor's first keystroke in the login form starts: the carousel's preload. */
const startTyping = (page) => page.getByLabel('Email').focus();

export async function benchBrowser({ runs }) {
  ensureBuilt(['api', ...APPS.map((app) => app.name)]);
  const urls = await startProduct();
  const rows = [];
  const add = (...figure) => rows.push(row('browser', ...figure));
  await withChromium(async (browser) => {
    console.log(`Browser: ${CHROMIUM}, apps on ${urls.shell} .. ${urls.admin}`);
    const journey = await riderJourney(browser, urls);
    const adminSessionValue = await signedInSession(browser, urls);

    const logInButton = (p) => p.locator('form button[type="submit"]').waitFor();
    const pages = [
      ['/login, signed out', `${urls.shell}/login`, {}, logInButton],
      // The Italian catalogue is fetched beside main.js; the budget is the English page's.
      ['Italian /login, signed out', `${urls.shell}/login`, { locale: 'it-IT' }, logInButton],
      [
        'carousel, signed in',
        `${urls.shell}/motorcycles`,
        { session: journey.session },
        (p) => p.locator(CARD).first().waitFor(),
      ],
      [
        'admin add page',
        `${urls.shell}/motorcycle/new`,
        { session: adminSessionValue },
        (p) => p.getByRole('heading', { name: 'Add a motorcycle' }).waitFor(),
      ],
    ];
    const loads = [];
    for (const [label, url, how, ready] of pages) {
      // Warm the servers (first-request compression and file reads), then measure a cold browser.
      await coldLoad(browser, url, how, ready);
      const figures = await coldLoad(browser, url, how, ready);
      loads.push(figures);
      console.log(
        `  ${label}: ${figures.files} scripts, ${kb(figures.gzipped)} gzip -9, ${kb(figures.transferred)} transferred, ${kb(figures.raw)} raw, React DOM copies ${figures.reactDomCopies}`,
      );
      const login = label.startsWith('/login');
      add(
        `JS for ${label} (gzip -9; transferred)`,
        figures.gzipped,
        `${kb(figures.gzipped)} (${kb(figures.transferred)})`,
        login ? BUDGET.loginJs : undefined,
        login ? `the replaced app: ${OLD_APP.loginJs}` : '',
      );
      if (!login) continue;
      const { files } = figures;
      add(`script files for ${label}`, files, count(files), BUDGET.loginScripts);
      const typing = await coldLoad(browser, url, how, ready, startTyping);
      console.log(
        `  ${label}, once the visitor starts typing: ${typing.files} scripts, ${kb(typing.gzipped)} gzip -9`,
      );
      add(
        `JS for ${label}, once the visitor starts typing (carousel preloaded)`,
        typing.gzipped,
        `${kb(typing.gzipped)} (${count(typing.files)} files)`,
      );
    }
    const copies = Math.max(journey.reactDomCopies, ...loads.map((l) => l.reactDomCopies));
    add('React DOM copies fetched (per page load, journey)', copies, count(copies), { atMost: 1 });
    add(
      'bytes a rider fetched from the admin origin',
      journey.adminBytes,
      `${count(journey.adminBytes)} B (${journey.adminRequests} requests)`,
      { atMost: 0, label: '0' },
    );

    const times = [];
    const twice = new Set();
    for (let i = 0; i < runs; i += 1) {
      await withPage(browser, {}, async (page) => {
        // Every body downloaded on the way from /login to the carousel (a cache hit or a 304
        // revalidation downloads none).
        const fetched = new Map();
        page.on('requestfinished', async (request) => {
          if ((await sizesOf(request)).responseBodySize === 0) return;
          const key = `${request.method()} ${request.url()}`;
          fetched.set(key, (fetched.get(key) ?? 0) + 1);
        });
        times.push(await logInThroughForm(page, urls.shell, DEMO_RIDER));
        await page.waitForLoadState('networkidle');
        for (const [key, n] of fetched) if (n > 1) twice.add(key);
      });
    }
    console.log(`  Log in → first card: ${times.map((t) => ms(t)).join(', ')}`);
    if (twice.size > 0) console.log(`  fetched twice on the way: ${[...twice].join(', ')}`);
    const loginToCard = median(times);
    add(
      `Log in pressed → first card visible (median of ${runs})`,
      loginToCard,
      ms(loginToCard),
      BUDGET.loginToCard,
    );
    add('files fetched twice from /login to the carousel', twice.size, count(twice.size), {
      atMost: 0,
    });
  });

  await urls.stop();
  return rows;
}
