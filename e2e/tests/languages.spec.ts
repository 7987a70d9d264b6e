import { expect, test } from '@playwright/test';
import { createAccount, DEMO_RIDER, logIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { URLS } from '../support/env';

test.describe('an Italian browser', () => {
  test.use({ locale: 'it-IT' });

  test('opens the login page in Italian, switches to English in place, and keeps the choice', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    await page.getByLabel('Email').fill(DEMO_RIDER.email);
    await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // In place: what the visitor typed is still there.
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_RIDER.email);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the login, signup and menu screens in Italian fail no axe rule', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
      await expectNoAxeViolations(page, 'login, in Italian');
      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'Registrati' })).toBeVisible();
      await expectNoAxeViolations(page, 'signup, in Italian');
      await page.goto('/login');
      await page.getByLabel('Email').fill(DEMO_RIDER.email);
      await page.getByLabel('Password').fill(DEMO_RIDER.password);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await page.getByRole('button', { name: 'Apri il menu' }).click();
      await expect(page.getByRole('combobox', { name: 'Lingua' })).toBeVisible();
      await expectNoAxeViolations(page, 'menu, in Italian');
    });
  });
});

test('a rider switches to Italian on an open remote page: no reload, no new sign-in', async ({
  page,
}) => {
  await logIn(page, DEMO_RIDER);
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(menu.getByRole('button', { name: 'Esci' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an account keeps its language: chosen in one browser, shown after a login in another', async ({
  browser,
  page,
  request,
}) => {
  const rider = await createAccount(request);
  await logIn(page, rider);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(menu.getByRole('button', { name: 'Esci' })).toBeVisible();
  await menu.getByRole('button', { name: 'Esci' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();

  // A fresh browser, in English, with nothing kept.
  const context = await browser.newContext({ locale: 'en-US', baseURL: URLS.shell });
  const fresh = await context.newPage();
  await logIn(fresh, rider);
  await expect(
    fresh
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('button', { name: 'Esci' }),
  ).toBeVisible();
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'it');
  await context.close();
});
