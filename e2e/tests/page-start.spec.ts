import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { DEMO_ADMIN, DEMO_RIDER } from '../support/accounts';
import { URLS } from '../support/env';
import { networkIdle } from '../support/network';

// A signed-in visitor entering a page cold (a new tab, an empty cache): the shell's page asks
// for the page's files and first list while its own script downloads (shell/src/boot/), and
// everything it asks for early is used, not fetched a second time.

const SESSION_KEY = 'vespa-rentals.session';

/** What the shell keeps in localStorage after `account` logged in. */
async function storedSession(request: APIRequestContext, account: typeof DEMO_RIDER) {
  const response = await request.post(`${URLS.api}/api/v1/login`, { data: { user: account } });
  expect(response.status()).toBe(200);
  const { user, token } = (await response.json()) as { user: unknown; token: string };
  return JSON.stringify({ currentUser: user, token, menuIcon: 'bars' });
}

/**
 * Opens `path` in a fresh browser context holding `session`; resolves, once `heading` shows and
 * the network is quiet, with every response body downloaded (URL per request, preflights left
 * out) and the files the page was told to preload.
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
    page.on('requestfinished', (request) => {
      if (request.method() !== 'OPTIONS') fetched.push(request.url());
    });
    const idle = networkIdle(page);
    await page.goto(`${URLS.shell}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await idle();
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href),
    );
    return { fetched, preloaded };
  } finally {
    await context.close();
  }
}

const twice = (urls: string[]) => urls.filter((url, i) => urls.indexOf(url) !== i);

const PAGES: Array<{ path: string; who: 'rider' | 'admin'; heading: string; remote: string }> = [
  { path: '/motorcycles', who: 'rider', heading: 'LATEST MODELS', remote: URLS.catalog },
  { path: '/motorcycle/1', who: 'rider', heading: 'Vespa Primavera', remote: URLS.catalog },
  { path: '/reserve/new', who: 'rider', heading: 'Reserve a Vespa', remote: URLS.booking },
  { path: '/reservations', who: 'rider', heading: 'My reservations', remote: URLS.booking },
  { path: '/motorcycle/new', who: 'admin', heading: 'Add a motorcycle', remote: URLS.admin },
  { path: '/motorcycle/1/edit', who: 'admin', heading: 'Edit a motorcycle', remote: URLS.admin },
  { path: '/delete', who: 'admin', heading: 'Delete a motorcycle', remote: URLS.admin },
  { path: '/admin/reservations', who: 'admin', heading: 'All reservations', remote: URLS.admin },
  { path: '/admin/today', who: 'admin', heading: 'Today', remote: URLS.admin },
  { path: '/admin/fleet', who: 'admin', heading: 'Fleet timeline', remote: URLS.admin },
];

test('every page entered cold: its files asked for at once, each fetched once, no /remotes.json', async ({
  browser,
  request,
}) => {
  test.slow();
  const sessions = {
    rider: await storedSession(request, DEMO_RIDER),
    admin: await storedSession(request, DEMO_ADMIN),
  };
  for (const { path, who, heading, remote } of PAGES) {
    const { fetched, preloaded } = await enterCold(browser, path, sessions[who], heading);
    expect(twice(fetched), `fetched twice on ${path}`).toEqual([]);
    expect(fetched, `on ${path}`).not.toContain(`${URLS.shell}/remotes.json`);
    // The remote's entry and the page's own script, named before the shell's script ran.
    expect(preloaded, `on ${path}`).toContain(`${remote}/remoteEntry.js`);
    expect(
      preloaded.filter(
        (url) => url.startsWith(remote) && /\/__federation_expose_\w+\.\w+\.js$/.test(url),
      ),
      `on ${path}`,
    ).toHaveLength(1);
  }
});

test("the carousel's list and first picture are asked for once, before the page asks", async ({
  browser,
  request,
}) => {
  const session = await storedSession(request, DEMO_RIDER);
  const { fetched, preloaded } = await enterCold(browser, '/motorcycles', session, 'LATEST MODELS');
  expect(fetched.filter((url) => url === `${URLS.api}/api/v1/motorcycles`)).toHaveLength(1);
  const picture = preloaded.find((url) => url.startsWith(`${URLS.api}/images/`));
  expect(picture).toBeDefined();
  expect(fetched.filter((url) => url === picture)).toHaveLength(1);
});
