import { expect, test } from '@playwright/test';
import { createAccount, DEMO_RIDER, logIn } from '../support/accounts';

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
