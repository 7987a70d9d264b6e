import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { DEMO_ADMIN, DEMO_RIDER } from '../support/accounts';
import { URLS } from '../support/env';
import { networkIdle } from '../support/network';

// A signed-in visitor entering a page cold (a new tab, an empty cache): the shell's page asks
// for the page's files while its own script downloads (shell/src/boot/), the remote's
// early-calls script asks the api for the page's first data (its src/earlyCalls.ts), and
// everything asked for early is used, not fetched a second time.

const SESSION_KEY = 'vespa-rentals.session';

/** What the shell keeps in localStorage after `account` logged in. */
async function storedSession(request: APIRequestContext, account: typeof DEMO_RIDER) {
  const response = await request.post(`${URLS.api}/api/v1/login`, { data: { user: account } });
  expect(response.status()).toBe(200);
  const { user, token } = (await response.json()) as { user: unknown; token: string };
  return JSON.stringify({ currentUser: user, token });
}

/**
 * Opens `path` in a fresh browser context holding `session`; resolves, once `heading` shows and
 * the network is quiet, with every response body downloaded (URL per request, preflights left
 * out), the files the page was told to preload, and the api requests a remote's early-calls
 * script and the page's own boot script started (by the browser's own record of who sent each
 * request).
 */
async function enterCold(browser: Browser, path: string, session: string, heading: string) {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: URLS.shell, localStorage: [{ name: SESSION_KEY, value: session }] }],
    },
  });
  try {
    const page = await context.newPage();
    const fetched: string[] = [];
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    page.on('requestfinished', (request) => {
      if (request.method() !== 'OPTIONS') fetched.push(request.url());
    });
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    const early: string[] = [];
    const booted: string[] = [];
    devtools.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const sender = initiator.stack?.callFrames[0]?.url ?? '';
      if (sender.endsWith('/early-calls.js')) early.push(request.url);
      // The page's own inline boot script.
      if (sender === `${URLS.shell}${path}` && request.url.startsWith(URLS.api)) {
        booted.push(request.url);
      }
    });
    const idle = networkIdle(page);
    await page.goto(`${URLS.shell}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await idle();
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href),
    );
    return { fetched, preloaded, early, booted, workers };
  } finally {
    await context.close();
  }
}

const twice = (urls: string[]) => urls.filter((url, i) => urls.indexOf(url) !== i);

const API = `${URLS.api}/api/v1/`;

/** A day a month ahead, for a window the free list can be asked for. */
const WINDOW_DAY = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** Each page, who enters it, what shows when it has, and its first api requests. */
const PAGES: Array<{
  path: string;
  /**
   * How the test names the page where its path holds a date: a test's title is read again in the
   * worker that runs it, so it must not change at midnight.
   */
  name?: string;
  who: 'rider' | 'admin';
  heading: string;
  remote: string;
  first: RegExp[];
}> = [
  {
    path: '/motorcycles',
    who: 'rider',
    heading: 'LATEST MODELS',
    remote: URLS.catalog,
    // The shop's settings too (the cards' prices are in its currency); its profile (the "When?"
    // form's today) the shell's page has asked for already.
    first: [/\/motorcycles$/, /\/config$/],
  },
  {
    // A shared link to the Vespas free for a time: the free list is asked for at once.
    path: `/motorcycles?from=${WINDOW_DAY}T10:00&to=${WINDOW_DAY}T13:00`,
    name: '/motorcycles?from=…&to=… (a day a month ahead)',
    who: 'rider',
    heading: 'LATEST MODELS',
    remote: URLS.catalog,
    first: [/\/motorcycles\?from=[\d-]+T10(:|%3A)00&to=[\d-]+T13(:|%3A)00$/, /\/config$/],
  },
  {
    path: '/motorcycle/1',
    who: 'rider',
    heading: 'Vespa Primavera',
    remote: URLS.catalog,
    // The shop's settings too: its prices are written in the shop's currency.
    first: [/\/motorcycles$/, /\/config$/],
  },
  {
    path: '/reserve/new',
    who: 'rider',
    heading: 'Reserve a Vespa',
    remote: URLS.booking,
    first: [/\/motorcycles$/, /\/config$/],
  },
  {
    path: '/reservations',
    who: 'rider',
    heading: 'My reservations',
    remote: URLS.booking,
    first: [/\/reservations\?limit=\d+$/, /\/config$/],
  },
  {
    path: '/motorcycle/new',
    who: 'admin',
    heading: 'Add a motorcycle',
    remote: URLS.admin,
    first: [],
  },
  {
    path: '/motorcycle/1/edit',
    who: 'admin',
    heading: 'Edit a motorcycle',
    remote: URLS.admin,
    first: [/\/motorcycles$/],
  },
  {
    path: '/delete',
    who: 'admin',
    heading: 'Delete a motorcycle',
    remote: URLS.admin,
    first: [/\/motorcycles$/],
  },
  {
    path: '/admin/reservations?status=confirmed',
    who: 'admin',
    heading: 'All reservations',
    remote: URLS.admin,
    first: [/\/admin\/reservations\?status=confirmed&limit=\d+$/, /\/motorcycles$/, /\/config$/],
  },
  {
    path: '/admin/today',
    who: 'admin',
    heading: 'Today',
    remote: URLS.admin,
    first: [
      /\/config$/,
      /\/admin\/fleet\?from=[\d-]+&days=1$/,
      /\/admin\/reservations\?status=out&limit=\d+$/,
    ],
  },
  {
    path: '/admin/fleet',
    who: 'admin',
    heading: 'Fleet timeline',
    remote: URLS.admin,
    first: [/\/config$/, /\/admin\/fleet\?from=[\d-]+&days=7$/],
  },
  {
    path: '/admin/reports',
    who: 'admin',
    heading: 'Reports',
    remote: URLS.admin,
    first: [/\/admin\/reports\/monthly\?from=[\d-]+&to=[\d-]+$/],
  },
];

// One test a page: twelve cold entries in one test came within seconds of its timeout on a
// loaded 2-core CI machine, and a page's failure named no page.
for (const { path, name = path, who, heading, remote, first } of PAGES) {
  test(`${name} entered cold: its files and first data asked for at once, each fetched once, no /remotes.json`, async ({
    browser,
    request,
  }) => {
    const session = await storedSession(request, who === 'rider' ? DEMO_RIDER : DEMO_ADMIN);
    const { fetched, preloaded, early, booted, workers } = await enterCold(
      browser,
      path,
      session,
      heading,
    );
    expect(twice(fetched), `fetched twice on ${path}`).toEqual([]);
    // What the shell reads on every page (the account's language, the footer's shop), asked for
    // by the page's boot script before the shell's code has arrived.
    expect(booted, `on ${path}`).toEqual([`${API}me`, `${API}shop`]);
    // Intl's data loaded on a thread of its own (shell/src/boot/intlData.worker.ts), which the
    // page's Content-Security-Policy lets the shell start from its own origin.
    expect(workers, `on ${path}`).toEqual([
      expect.stringMatching(new RegExp(`^${URLS.shell}/intl-data\\.\\w+\\.js$`)),
    ]);
    expect(fetched, `on ${path}`).not.toContain(`${URLS.shell}/remotes.json`);
    // The page's first api requests, started by its remote's early-calls script.
    const earlyCalls = early.filter((url) => url.startsWith(API));
    expect(earlyCalls, `early calls on ${path}`).toHaveLength(first.length);
    for (const pattern of first) {
      expect(
        earlyCalls.filter((url) => pattern.test(url)),
        `on ${path}`,
      ).toHaveLength(1);
    }
    // The remote's entry and the page's own script, named before the shell's script ran.
    expect(preloaded, `on ${path}`).toContain(`${remote}/remoteEntry.js`);
    expect(
      preloaded.filter(
        (url) => url.startsWith(remote) && /\/__federation_expose_\w+\.\w+\.js$/.test(url),
      ),
      `on ${path}`,
    ).toHaveLength(1);
  });
}

test("the carousel's list and first picture are asked for once, before the page asks", async ({
  browser,
  request,
}) => {
  const session = await storedSession(request, DEMO_RIDER);
  const { fetched, preloaded } = await enterCold(browser, '/motorcycles', session, 'LATEST MODELS');
  expect(fetched.filter((url) => url === `${API}motorcycles`)).toHaveLength(1);
  const picture = preloaded.find((url) => url.startsWith(`${URLS.api}/images/`));
  expect(picture).toBeDefined();
  expect(fetched.filter((url) => url === picture)).toHaveLength(1);
});
