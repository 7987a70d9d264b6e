import { expect, test, type Page } from '@playwright/test';
import type { CreatedResponse, Motorcycle } from 'shared-domain';
import { createAccount, logIn } from '../support/accounts';
import { apiToken, seededMotorcycle, showInCarousel, uniqueMotorcycle } from '../support/admin';
import { URLS } from '../support/env';

const QUESTION = 'Are you Sure you want delete this Motorcycle ?';

async function fillAddForm(
  page: Page,
  fields: { name: string; model: string; chassisNumber: string; imageLink: string },
) {
  await page.getByLabel('Name', { exact: true }).fill(fields.name);
  await page.getByLabel('Model', { exact: true }).fill(fields.model);
  await page.getByLabel('Brand', { exact: true }).fill('Vespa');
  await page.getByLabel('Color', { exact: true }).fill('Verde Amabile');
  await page.getByLabel('Chassis number').fill(fields.chassisNumber);
  await page.getByLabel('Booking price per hour').fill('14.5');
  await page.getByLabel('Price', { exact: true }).fill('6199.9');
  await page.getByLabel('Image link', { exact: true }).fill(fields.imageLink);
  await page.getByLabel('Description (optional)').fill('Added by a browser test.');
}

test('an admin adds a motorcycle (the server refuses it first), finds it in the carousel, then deletes it', async ({
  page,
  request,
}) => {
  // One journey through four pages and two remotes: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const admin = await createAccount(request, true);
  const seeded = await seededMotorcycle(request, await apiToken(request, admin));
  const mine = uniqueMotorcycle();
  await logIn(page, admin);

  await page.getByRole('link', { name: 'Add motorcycle' }).click();
  await expect(page).toHaveURL(/\/motorcycle\/new$/);
  await expect(page.getByRole('heading', { name: 'Add a motorcycle' })).toBeVisible();

  // An address that does not answer shows the placeholder picture shipped with the remote.
  await fillAddForm(page, {
    ...mine,
    chassisNumber: seeded.chassisNumber,
    imageLink: `${URLS.api}/images/no-such-picture.svg`,
  });
  const placeholder = page.getByRole('img', {
    name: 'No image could be loaded from the image link',
  });
  await expect(placeholder).toBeVisible();
  await page.getByLabel('Image link', { exact: true }).fill(`${URLS.api}/images/gts.svg`);
  const preview = page.getByRole('img', { name: 'Preview of the image link' });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The browser's rules pass, the api's do not: its list shows and nothing typed is lost.
  await page.getByRole('button', { name: 'Add motorcycle' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal.getByRole('listitem')).toHaveText(['Chassis number has already been taken']);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(mine.name);
  await expect(page.getByLabel('Description (optional)')).toHaveValue('Added by a browser test.');

  await page.getByLabel('Chassis number').fill(mine.chassisNumber);
  const posted = page.waitForResponse(
    (r) => r.url() === `${URLS.api}/api/v1/motorcycles` && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add motorcycle' }).click();
  const created = ((await (await posted).json()) as CreatedResponse<Motorcycle>).data;
  await expect(
    page.getByRole('status').filter({ hasText: 'Motorcycle created successfully' }),
  ).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Chassis number')).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // It is in the carousel for everyone, and opens its detail page.
  await page.getByRole('link', { name: 'Motorcycles', exact: true }).click();
  await showInCarousel(page, mine.name);
  await page.getByRole('link', { name: mine.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/motorcycle/${created.id}$`));
  await expect(page.getByRole('heading', { name: mine.name })).toBeVisible();

  // Delete: NO and Escape keep it; YES removes it.
  await page.getByRole('link', { name: 'Delete motorcycle' }).click();
  await expect(page.getByRole('heading', { name: 'Delete a motorcycle' })).toBeVisible();
  const deleteButton = page.getByRole('button', { name: `Delete ${mine.name}`, exact: true });
  const dialog = page.getByRole('dialog', { name: QUESTION });

  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'NO' })).toBeFocused();
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await page.reload();
  await expect(deleteButton).toBeVisible();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Motorcycle deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: mine.name })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: seeded.name })).toBeVisible();

  // Gone from the carousel, which has loaded the rest of the list.
  await page.getByRole('link', { name: 'Motorcycles', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: seeded.name, exact: true, includeHidden: true }),
  ).toHaveCount(1);
  await expect(
    page.getByRole('link', { name: mine.name, exact: true, includeHidden: true }),
  ).toHaveCount(0);
});

test('a rider never downloads the admin remote: the admin routes say administrators only', async ({
  page,
  request,
}) => {
  const fromAdminOrigin: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(URLS.admin)) fromAdminOrigin.push(r.url());
  });
  await logIn(page, await createAccount(request));
  await expect(page.getByRole('link', { name: 'Add motorcycle' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Delete motorcycle' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'All reservations' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Today' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Fleet timeline' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Shop settings' })).toHaveCount(0);

  for (const path of [
    '/motorcycle/new',
    '/delete',
    '/admin/reservations',
    '/admin/today',
    '/admin/fleet',
    '/admin/reports',
    '/admin/settings',
    '/motorcycle/1/edit',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to the motorcycles' }).click();
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  expect(fromAdminOrigin).toEqual([]);
});

test('a rider whose browser claims to be an admin is refused by the api and sees its message', async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request));
  // Tamper with the stored session: the shell now loads the admin pages, the api still says no.
  await page.evaluate(() => {
    const key = 'vespa-rentals.session';
    const session = JSON.parse(localStorage.getItem(key) ?? '{}');
    session.currentUser.admin = true;
    localStorage.setItem(key, JSON.stringify(session));
  });
  await page.goto('/motorcycle/new');
  await expect(page.getByRole('heading', { name: 'Add a motorcycle' })).toBeVisible();
  const mine = uniqueMotorcycle();
  await fillAddForm(page, { ...mine, imageLink: `${URLS.api}/images/gts.svg` });
  await page.getByRole('button', { name: 'Add motorcycle' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Only administrators can add or delete motorcycles',
  );
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(mine.name);
});
