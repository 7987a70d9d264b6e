import { expect, test, type Page, type Response } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { SPARE_PORTS, URLS } from '../support/env';
import { startAppServer, startShell, type RunningServer } from '../support/servers';

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
  // shared-auth/api, loaded lazily, is one instance too: the remotes take the shell's RTK Query
  // (its action-type prefix is in the one script that carries it), not their own copies.
  const rtkQueryCopies: string[] = [];
  for (const script of scripts) {
    if ((await script.body).includes('__rtkq/')) rtkQueryCopies.push(script.url);
  }
  expect(rtkQueryCopies).toHaveLength(1);
  expect(rtkQueryCopies[0]).toMatch(new RegExp(`^${URLS.shell}/`));
});

test('with booking down the shell, menu and catalog keep working; Retry loads booking once it is back', async ({
  page,
  request,
}) => {
  const ports = SPARE_PORTS.foundation;
  const shell = await startShell(ports.shell, { booking: `http://localhost:${ports.booking}` });
  let booking: RunningServer | undefined;
  try {
    await logIn(page, await createAccount(request), shell.url);
    await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();

    await page.getByRole('link', { name: 'Reserve Form' }).click();
    await expect(
      page.getByRole('heading', { name: 'This part of the app could not be loaded' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Motorcycles' }).click();
    await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
    await page.getByRole('link', { name: 'My reservations' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    booking = await startAppServer('mf-booking', ports.booking);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'My reservations' })).toBeVisible();
  } finally {
    await booking?.stop();
    await shell.stop();
  }
});
