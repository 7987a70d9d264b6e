import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { createAccount, DEMO_ADMIN, logIn } from '../support/accounts';
import { PORTS, ROOT, RUN_DIR, URLS } from '../support/env';
import { startAppServer } from '../support/servers';

/** Every response whose body is JavaScript, with its body, for counting what was downloaded. */
function recordScripts(page: Page): Array<{ url: string; body: Promise<string> }> {
  const scripts: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  return scripts;
}

test('the shell shows a page from catalog and one from booking through its route table', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await logIn(page, account);
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  await page.getByRole('link', { name: 'Reserve Form' }).click();
  await expect(page).toHaveURL(/\/reserve\/new$/);
  await expect(page.getByRole('heading', { name: 'Reserve a Vespa' })).toBeVisible();
});

test('React DOM is downloaded once and shared-auth is one instance across shell and remotes', async ({
  page,
  request,
}) => {
  const scripts = recordScripts(page);
  const account = await createAccount(request);
  await logIn(page, account);
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  await page.getByRole('link', { name: 'Reserve Form' }).click();
  // The session was written by the shell's login; the booking remote reads the same store.
  await expect(page.getByLabel('Name')).toHaveValue(account.name);

  const fromCatalog = scripts.filter((s) => s.url.startsWith(URLS.catalog));
  const fromBooking = scripts.filter((s) => s.url.startsWith(URLS.booking));
  expect(fromCatalog.length).toBeGreaterThan(0);
  expect(fromBooking.length).toBeGreaterThan(0);
  const reactDomCopies: string[] = [];
  for (const script of scripts) {
    if ((await script.body).includes('__reactContainer$')) reactDomCopies.push(script.url);
  }
  expect(reactDomCopies).toHaveLength(1);
  expect(reactDomCopies[0]).toMatch(new RegExp(`^${URLS.shell}/`));
});

test('a rider never requests anything from the admin origin; an admin loads the admin pages', async ({
  page,
  request,
  browser,
}) => {
  const adminRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(URLS.admin)) adminRequests.push(r.url());
  });
  await logIn(page, await createAccount(request));
  for (const route of ['/motorcycle/new', '/delete']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  }
  await page.goto('/motorcycles');
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  expect(adminRequests).toEqual([]);

  const adminPage = await browser.newPage();
  const adminOrigin: string[] = [];
  adminPage.on('request', (r) => {
    if (r.url().startsWith(URLS.admin)) adminOrigin.push(r.url());
  });
  await logIn(adminPage, DEMO_ADMIN);
  await adminPage.getByRole('link', { name: 'Delete motorcycle' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Delete a motorcycle' })).toBeVisible();
  expect(adminOrigin.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await adminPage.close();
});

/**
 * A redeploy of the catalog as its build would produce it: the changed chunk under a new hashed
 * name, and the entry files (served no-cache) pointing at it.
 */
async function redeployedCatalog(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  const files = await readdir(to);
  const renames = new Map<string, string>();
  for (const file of files.filter((f) => /\.[0-9a-f]{10}\.js$/.test(f))) {
    const body = await readFile(path.join(to, file), 'utf8');
    if (!body.includes('LATEST MODELS')) continue;
    const hash = /\.([0-9a-f]{10})\.js$/.exec(file)![1]!;
    const newHash = randomBytes(5).toString('hex');
    renames.set(hash, newHash);
    await writeFile(
      path.join(to, file.replace(hash, newHash)),
      body.replace('LATEST MODELS', 'NEWEST MODELS'),
    );
    await rm(path.join(to, file));
  }
  expect(renames.size).toBeGreaterThan(0);
  for (const entry of ['remoteEntry.js', 'mf-manifest.json', 'main.js']) {
    let body = await readFile(path.join(to, entry), 'utf8');
    for (const [oldHash, newHash] of renames) body = body.split(oldHash).join(newHash);
    await writeFile(path.join(to, entry), body);
  }
}

test('a redeployed catalog at the same URL is picked up on reload, with no shell rebuild or restart', async ({
  page,
  request,
}) => {
  const catalogUrl = `http://localhost:${PORTS.spare + 3}`;
  const env = {
    CATALOG_URL: catalogUrl,
    BOOKING_URL: URLS.booking,
    ADMIN_URL: URLS.admin,
    API_URL: URLS.api,
  };
  const shell = await startAppServer('shell', PORTS.spare + 2, env);
  let catalog = await startAppServer('mf-catalog', PORTS.spare + 3);
  const v2 = path.join(RUN_DIR, 'catalog-v2');
  try {
    await redeployedCatalog(path.join(ROOT, 'mf-catalog', 'dist'), v2);
    const account = await createAccount(request);
    await page.goto(`${shell.url}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();

    await catalog.stop();
    catalog = await startAppServer('mf-catalog', PORTS.spare + 3, { DIST_DIR: v2 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'NEWEST MODELS' })).toBeVisible();
  } finally {
    await catalog.stop();
    await shell.stop();
    await rm(v2, { recursive: true, force: true });
  }
});

test('with booking down the shell, menu and catalog keep working; Retry loads booking once it is back', async ({
  page,
  request,
}) => {
  const bookingUrl = `http://localhost:${PORTS.spare + 1}`;
  const env = {
    CATALOG_URL: URLS.catalog,
    BOOKING_URL: bookingUrl,
    ADMIN_URL: URLS.admin,
    API_URL: URLS.api,
  };
  const shell = await startAppServer('shell', PORTS.spare, env);
  let booking: Awaited<ReturnType<typeof startAppServer>> | undefined;
  try {
    const account = await createAccount(request);
    await page.goto(`${shell.url}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();

    await page.getByRole('link', { name: 'Reserve Form' }).click();
    await expect(
      page.getByRole('heading', { name: 'This part of the app could not be loaded' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Motorcycles' }).click();
    await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
    await page.getByRole('link', { name: 'My reservations' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    booking = await startAppServer('mf-booking', PORTS.spare + 1);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'My reservations' })).toBeVisible();
  } finally {
    await booking?.stop();
    await shell.stop();
  }
});
