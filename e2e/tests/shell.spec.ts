import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, DEMO_RIDER, logIn } from '../support/accounts';
import { URLS } from '../support/env';

const SESSION_KEY = 'vespa-rentals.session';

/** The token the shell keeps in this tab's localStorage, or null when signed out. */
async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? ((JSON.parse(raw) as { token?: string | null }).token ?? null) : null;
  }, SESSION_KEY);
}

/** The status the real api answers an authenticated call made with `token`. */
async function apiStatusWith(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${URLS.api}/api/v1/reservations/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

test('a visitor signs up, logs in and lands on the carousel', async ({ page }) => {
  const email = `new-${Date.now()}-${test.info().workerIndex}@example.test`;
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Nadia New');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-ride');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Created Your Account')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill('first-ride');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/motorcycles$/);
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
});

test('in the demo, signup offers the Administrator checkbox and honours it: the menu has the administrators’ entries', async ({
  page,
}) => {
  const email = `admin-${Date.now()}-${test.info().workerIndex}@example.test`;
  await page.goto('/signup');
  const checkbox = page.getByRole('checkbox', { name: 'Administrator' });
  await expect(checkbox).toBeVisible();
  await page.getByLabel('Full name').fill('Ada Admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('admin-ride');
  await checkbox.check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Created Your Account')).toBeVisible();

  await logIn(page, { email, password: 'admin-ride' });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const entry of [
    'Add motorcycle',
    'Delete motorcycle',
    'All reservations',
    'Today',
    'Fleet timeline',
  ]) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  // The desk's two screens open from the menu.
  await menu.getByRole('link', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/today$/);
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Fleet timeline' }).click();
  await expect(page).toHaveURL(/\/admin\/fleet$/);
  await expect(page.getByRole('heading', { name: 'Fleet timeline' })).toBeVisible();
});

test('signup shows each server error on its own line', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Riley Again');
  await page.getByLabel('Email').fill(DEMO_RIDER.email);
  await page.getByLabel('Password').fill('another-pass');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').getByRole('listitem')).toContainText([
    'Email has already been taken',
  ]);
  await expect(page).toHaveURL(/\/signup$/);
});

test("a wrong password shows the api's message and keeps the visitor signed out", async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/motorcycles');
  await expect(page).toHaveURL(/\/login$/);
});

test("Logout asks 'Are you Sure?': NO stays, YES logs out and goes to the login screen", async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request));
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you Sure?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/motorcycles$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/motorcycles$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Logout Successfully')).toBeVisible();
  await page.goto('/reservations');
  await expect(page).toHaveURL(/\/login$/);
});

test('a logout in one tab signs the other tab out, and the api refuses the old token', async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request));
  const other = await page.context().newPage();
  await other.goto('/reservations');
  await expect(other.getByRole('heading', { name: 'My reservations' })).toBeVisible();
  const token = await storedToken(other);
  expect(token).not.toBeNull();
  expect(await apiStatusWith(request, token ?? '')).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page
    .getByRole('dialog', { name: 'Are you Sure?' })
    .getByRole('button', { name: 'YES' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logout Successfully')).toBeVisible();

  // The other tab follows without being touched: its guard sends it to the login screen.
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(other.getByText('Logout Successfully')).toBeVisible();
  expect(await storedToken(other)).toBeNull();
  expect(await apiStatusWith(request, token ?? '')).toBe(401);
  await other.close();
});

test('/logout ends the token at the api, also on the rider’s other devices', async ({
  page,
  request,
  browser,
}) => {
  const account = await createAccount(request);
  await logIn(page, account);
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  // The same rider on another device (its own browser storage).
  const device = await browser.newContext();
  const elsewhere = await device.newPage();
  // Its carousel must have its list before the logout, or that load would be what ends it.
  const listed = elsewhere.waitForResponse((r) => r.url().endsWith('/api/v1/motorcycles'));
  await logIn(elsewhere, account);
  expect((await listed).status()).toBe(200);
  const elsewhereToken = await storedToken(elsewhere);
  expect(await apiStatusWith(request, elsewhereToken ?? '')).toBe(200);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logout Successfully')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(await apiStatusWith(request, token ?? '')).toBe(401);
  expect(await apiStatusWith(request, elsewhereToken ?? '')).toBe(401);

  // That device learns it at its next call: the api refuses the token, the session ends.
  await elsewhere.getByRole('link', { name: 'My reservations' }).click();
  await expect(elsewhere).toHaveURL(/\/login$/);
  await expect(elsewhere.getByRole('alert')).toHaveText(
    'Your session has ended. Please log in again.',
  );
  await device.close();
});

test('/logout clears the session and goes to /login', async ({ page, request }) => {
  await logIn(page, await createAccount(request));
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/motorcycles');
  await expect(page).toHaveURL(/\/login$/);
});

test('guarded pages send a signed-out visitor to /login, and back after logging in', async ({
  page,
  request,
}) => {
  for (const path of ['/motorcycles', '/motorcycle/1', '/reserve/new', '/reservations']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  const account = await createAccount(request);
  await page.goto('/reservations');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/reservations$/);
});

test('a signed-in rider is sent from / and /login to the carousel, and stays signed in on reload', async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request));
  await page.goto('/');
  await expect(page).toHaveURL(/\/motorcycles$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/motorcycles$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
});

test('a token the api rejects ends the session with a message', async ({ page, request }) => {
  await logIn(page, await createAccount(request));
  await page.evaluate(() => {
    const key = 'vespa-rentals.session';
    const session = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...session, token: 'forged.token.value' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Your session has ended. Please log in again.');
});

test("any other path reads 'Not Found Element!'", async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Not Found Element!' })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger opens and closes the menu', async ({ page, request }) => {
    await logIn(page, await createAccount(request));
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(hamburger).toBeVisible();
    await expect(menu).toBeHidden();

    await hamburger.click();
    await expect(menu.getByRole('link', { name: 'Reserve Form' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await menu.getByRole('link', { name: 'Reserve Form' }).click();
    await expect(page).toHaveURL(/\/reserve\/new$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
