import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn, type Account } from '../support/accounts';
import { apiToken } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { URLS } from '../support/env';
import { downloadedBytes } from '../support/files';
import { bookAsRider, daysAhead, ownMotorcycle } from '../support/operations-admin';
import { sidewaysScroll } from '../support/sideways';

// A rider's own account at /account (docs/PRODUCT.md, "Your account"), on the built apps and
// the real api.

async function openAccount(page: Page, rider: Account) {
  await logIn(page, rider);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  return page.getByRole('region', { name: 'Your details' });
}

test('a rider changes name and phone, and sees them after a reload', async ({ page }) => {
  const rider = await createAccount(page.request);
  const details = await openAccount(page, rider);
  await details.getByLabel('Full name').fill('Giulia Neri');
  await details.getByLabel('Phone').fill('+39 333 123 4567');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Your details are saved.')).toBeVisible();

  await page.reload();
  const again = page.getByRole('region', { name: 'Your details' });
  await expect(again.getByLabel('Full name')).toHaveValue('Giulia Neri');
  await expect(again.getByLabel('Phone')).toHaveValue('+39 333 123 4567');
});

test('switching the language in /account turns the screen, and the account keeps it', async ({
  page,
}) => {
  const rider = await createAccount(page.request);
  const details = await openAccount(page, rider);
  await details.getByLabel('Language', { exact: true }).selectOption('it');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Il mio account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  // The account has it: a new browser signing in is shown Italian.
  const token = await apiToken(page.request, rider);
  const me = await page.request.get(`${URLS.api}/api/v1/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await me.json()) as { data: { locale: string } }).data.locale).toBe('it');
});

test('download my data saves the account and its reservations as JSON', async ({ page }) => {
  const admin = await createAccount(page.request, true);
  const mine = await ownMotorcycle(page.request, admin, 'Data Vespa');
  try {
    const rider = await createAccount(page.request);
    const ride = await bookAsRider(page.request, rider, {
      motorcycle: mine.motorcycle,
      date: daysAhead(5),
      hours: 2,
      city: 'Roma',
    });
    await openAccount(page, rider);
    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe('vespa-rentals-my-data.json');
    const data = JSON.parse((await downloadedBytes(download)).toString('utf8')) as {
      account: { email: string; name: string };
      reservations: Array<{ id: number; status: string; total: number }>;
      calendar_feed: boolean;
    };
    expect(data.account).toMatchObject({ email: rider.email, name: rider.name });
    expect(data.reservations).toEqual([
      expect.objectContaining({ id: ride.id, status: 'confirmed', total: 20 }),
    ]);
    expect(data.calendar_feed).toBe(false);
  } finally {
    await mine.remove();
  }
});

test('deleting the account signs out, cancels the rides ahead, and frees the address', async ({
  page,
}) => {
  const admin = await createAccount(page.request, true);
  const mine = await ownMotorcycle(page.request, admin, 'Leaving Vespa');
  try {
    const rider = await createAccount(page.request);
    const ride = await bookAsRider(page.request, rider, {
      motorcycle: mine.motorcycle,
      date: daysAhead(6),
      hours: 2,
      city: 'Roma',
    });
    await openAccount(page, rider);
    const deletion = page.getByRole('region', { name: 'Delete my account' });
    await expect(deletion.getByText(/rides that have not started are cancelled/)).toBeVisible();
    await deletion.getByLabel('Password').fill(rider.password);
    await deletion.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await page.getByLabel('Email').fill(rider.email);
    await page.getByLabel('Password').fill(rider.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    // The shop's books keep the ride, cancelled, without the rider's name.
    const adminToken = await apiToken(page.request, admin);
    const list = await page.request.get(
      `${URLS.api}/api/v1/admin/reservations?motorcycle_id=${mine.motorcycle.id}`,
      { headers: { Authorization: `Bearer ${adminToken}` } },
    );
    const rows = (
      (await list.json()) as { data: Array<{ id: number; status: string; user: { name: string } }> }
    ).data;
    expect(rows).toEqual([
      expect.objectContaining({
        id: ride.id,
        status: 'cancelled',
        user: expect.objectContaining({ name: 'Deleted rider' }),
      }),
    ]);

    // The address signs up again, as a new account.
    const again = await page.request.post(`${URLS.api}/api/v1/users`, {
      data: { user: { name: 'Back Again', email: rider.email, password: 'a-new-start' } },
    });
    expect(again.status(), await again.text()).toBe(201);
  } finally {
    await mine.remove();
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('/account fails no axe rule, and /forgot-password neither', async ({ page }) => {
    const rider = await createAccount(page.request);
    await logIn(page, rider);
    await page.goto('/account');
    await expect(
      page.getByRole('region', { name: 'Your details' }).getByLabel('Full name'),
    ).toHaveValue(rider.name);
    await expectNoAxeViolations(page, '/account at 375 px');
    // Nothing wider than the phone: no sideways scrolling.
    expect(await sidewaysScroll(page)).toBe(0);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page, '/forgot-password at 375 px');
  });
});
