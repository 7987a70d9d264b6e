/* global window -- in page.waitForFunction and page.evaluate, which run in the browser */
// The seeded shop in Chromium: each administrator's page opened by a signed-in administrator
// (milliseconds from the navigation's start to the frame that shows the page's first screen,
// measured in the page: performance.now() counts from the start of the navigation), and how many
// pictures the carousel of the whole fleet asks for.
import { withChromium } from '../browser/chromium.mjs';
import {
  openCarousel,
  signedInSession,
  storageState,
  watchShown,
  withPage,
} from '../browser/pages.mjs';
import { startProduct } from '../servers.mjs';
import { median } from '../table.mjs';

/** Each page, what its first screen shows once its data (the api call `data`) has come. */
const ADMIN_PAGES = [
  {
    page: 'All reservations',
    path: '/admin/reservations',
    shows: 'main tbody tr',
    data: '/api/v1/admin/reservations',
  },
  {
    page: 'Delete a motorcycle',
    path: '/delete',
    shows: 'main ul[aria-label="Motorcycles"] li',
    data: '/api/v1/motorcycles',
  },
  {
    page: 'Edit a motorcycle',
    path: '/motorcycle/1/edit',
    shows: 'main form',
    data: '/api/v1/motorcycles',
  },
  { page: 'Add a motorcycle', path: '/motorcycle/new', shows: 'main form' },
];

/**
 * An administrator signed in (the session in localStorage) on the carousel, where signing in
 * lands, with what it loaded in the cache; then the navigation to `url`, timed to its first
 * screen. Also when the page's first `data` call started and ended, to show what the time went to.
 */
function firstScreen(browser, urls, session, { url, shows, data }) {
  return withPage(browser, { storageState: storageState(urls.shell, session) }, async (page) => {
    await page.addInitScript(watchShown, { selector: shows });
    await openCarousel(page, urls.shell);
    await page.goto(url);
    await page.waitForFunction(() => window.__benchMarks.shown !== undefined);
    return page.evaluate((path) => {
      const call = performance
        .getEntriesByType('resource')
        .find((entry) => path && new URL(entry.name).pathname === path);
      const { shown } = window.__benchMarks;
      return { shown, asked: call?.startTime, answered: call?.responseEnd };
    }, data);
  });
}

/** The carousel on a desktop screen: the pictures (img elements) its cards have asked for. */
function carouselPictures(browser, urls, session) {
  const options = {
    storageState: storageState(urls.shell, session),
    viewport: { width: 1280, height: 800 },
  };
  return withPage(browser, options, async (page) => {
    await openCarousel(page, urls.shell);
    return {
      cards: await page.locator('main li').count(),
      pictures: await page.locator('main li img').count(),
    };
  });
}

/**
 * The product on `databaseUrl` (an api without demo data and the four apps), the administrator
 * `account` signed in through the form; the carousel's pictures, then each admin page `runs`
 * times after one warm-up load. Resolves with { carousel: { cards, pictures }, pages }: per page
 * { page, runs: [{ shown, asked, answered }], median } (the median of `shown`), or
 * { page, error }.
 */
export async function shopInBrowser({ databaseUrl, account, runs }) {
  const urls = await startProduct({ DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false' });
  try {
    return await withChromium(async (browser) => {
      const session = await signedInSession(browser, urls, account);
      const carousel = await carouselPictures(browser, urls, session);
      const pages = [];
      for (const { page, path, ...watch } of ADMIN_PAGES) {
        const measure = () =>
          firstScreen(browser, urls, session, { url: urls.shell + path, ...watch });
        try {
          await measure();
          const measured = [];
          for (let i = 0; i < runs; i += 1) measured.push(await measure());
          pages.push({ page, runs: measured, median: median(measured.map((m) => m.shown)) });
        } catch (error) {
          pages.push({
            page,
            error: error instanceof Error ? error.message.split('\n')[0] : error,
          });
        }
      }
      return { carousel, pages };
    });
  } finally {
    await urls.stop();
  }
}
