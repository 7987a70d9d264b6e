import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { apiToken } from '../support/admin';
import { stepToCard } from '../support/catalog';
import { URLS } from '../support/env';
import {
  bookAsRider,
  daysAhead,
  ownMotorcycle,
  reservationFilters,
  reservationRow,
  reservationRows,
  uniqueTag,
} from '../support/operations-admin';

const CANCEL_QUESTION = 'Cancel this reservation?';

/** An entry of the shell's menu. */
const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

const removals: Array<() => Promise<void>> = [];

test.afterEach(async () => {
  // Motorcycles this test added leave the catalogue; their reservations stay readable.
  while (removals.length > 0) await removals.pop()!();
});

test('an admin filters all reservations by motorcycle and status, and cancels one, which then shows as cancelled', async ({
  page,
  request,
}) => {
  // Two riders' bookings made through the api, a filter, a reload, a cancel and two more
  // filters: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const admin = await createAccount(request, true);
  const mine = await ownMotorcycle(request, admin, 'Schedule Vespa');
  const other = await ownMotorcycle(request, admin, 'Other Vespa');
  removals.push(mine.remove, other.remove);
  const rider = await createAccount(request);
  const tag = uniqueTag();
  const first = { city: `Lecce ${tag}`, date: daysAhead(20) };
  const second = { city: `Bari ${tag}`, date: daysAhead(21) };
  const elsewhere = { city: `Como ${tag}`, date: daysAhead(20) };
  await bookAsRider(request, rider, { motorcycle: mine.motorcycle, hours: 2, ...first });
  await bookAsRider(request, rider, { motorcycle: mine.motorcycle, hours: 3, ...second });
  await bookAsRider(request, rider, { motorcycle: other.motorcycle, hours: 1, ...elsewhere });

  await logIn(page, admin);
  await menu(page, 'All reservations').click();
  await expect(page).toHaveURL(/\/admin\/reservations$/);
  await expect(page.getByRole('heading', { name: 'All reservations' })).toBeVisible();
  // Unfiltered, this test's three bookings are among every rider's.
  for (const { city } of [first, second, elsewhere]) {
    await expect(reservationRow(page, city)).toHaveCount(1);
  }

  const filters = reservationFilters(page);
  await filters.motorcycle.selectOption({ label: mine.motorcycle.name });
  await filters.status.selectOption({ label: 'Confirmed' });
  await filters.apply.click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/reservations\\?motorcycle_id=${mine.motorcycle.id}&status=confirmed$`),
  );
  await expect(reservationRows(page)).toHaveCount(2);
  const firstRow = reservationRow(page, first.city);
  await expect(firstRow).toContainText(rider.name);
  await expect(firstRow).toContainText(rider.email);
  await expect(firstRow).toContainText(mine.motorcycle.name);
  await expect(firstRow).toContainText('2 hours');
  await expect(firstRow).toContainText('$20.00');
  await expect(firstRow).toContainText('Confirmed');
  await expect(reservationRow(page, second.city)).toContainText('$30.00');
  await expect(reservationRow(page, elsewhere.city)).toHaveCount(0);

  // The filters live in the address: a reload keeps them.
  await page.reload();
  await expect(filters.motorcycle.locator('option:checked')).toHaveText(mine.motorcycle.name);
  await expect(filters.status).toHaveValue('confirmed');
  await expect(reservationRows(page)).toHaveCount(2);

  // Escape is NO: nothing cancelled, the focus back on the button.
  const cancel = firstRow.getByRole('button', { name: /^Cancel / });
  const dialog = page.getByRole('dialog', { name: CANCEL_QUESTION });
  await cancel.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'NO' })).toBeFocused();
  await expect(dialog).toContainText(rider.name);
  await expect(dialog).toContainText(first.city);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(reservationRows(page)).toHaveCount(2);

  await cancel.click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Reservation cancelled successfully' }),
  ).toBeVisible();
  // Confirmed only: it has left the list.
  await expect(reservationRow(page, first.city)).toHaveCount(0);
  await expect(reservationRows(page)).toHaveCount(1);

  await filters.status.selectOption({ label: 'Cancelled' });
  await filters.apply.click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(reservationRows(page)).toHaveCount(1);
  await expect(reservationRow(page, first.city)).toContainText(/Cancelled on /);

  await filters.status.selectOption({ label: 'All' });
  await filters.apply.click();
  await expect(reservationRows(page)).toHaveCount(2);
  await expect(
    reservationRow(page, first.city).getByRole('button', { name: /^Cancel / }),
  ).toHaveCount(0);
  await expect(reservationRow(page, second.city)).toContainText('Confirmed');
  await expect(
    reservationRow(page, second.city).getByRole('button', { name: /^Cancel / }),
  ).toBeVisible();

  // The rider's own list no longer has it; the slot is free again.
  const riderToken = await apiToken(request, rider);
  const own = await request.get(`${URLS.api}/api/v1/reservations`, {
    headers: { Authorization: `Bearer ${riderToken}` },
  });
  const cities = ((await own.json()) as { data: Array<{ city: string }> }).data.map((r) => r.city);
  expect(cities.sort()).toEqual([second.city, elsewhere.city].sort());
});

test('an admin edits a price: the detail page shows it, and an earlier reservation keeps its total', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await createAccount(request, true);
  const mine = await ownMotorcycle(request, admin, 'Repriced Vespa');
  removals.push(mine.remove);
  const { motorcycle } = mine;
  const rider = await createAccount(request);
  const earlier = { city: `Siena ${uniqueTag()}`, date: daysAhead(25) };
  // 3 hours at $10.00, booked before the price changes.
  await bookAsRider(request, rider, { motorcycle, hours: 3, ...earlier });

  await logIn(page, admin);
  await menu(page, 'Delete motorcycle').click();
  await page.getByRole('link', { name: `Edit ${motorcycle.name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/motorcycle/${motorcycle.id}/edit$`));
  await expect(page.getByRole('heading', { name: 'Edit a motorcycle' })).toBeVisible();
  const price = page.getByLabel('Booking price per hour');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(motorcycle.name);
  await expect(price).toHaveValue('10');
  await expect(page.getByRole('img', { name: 'Preview of the image link' })).toBeVisible();

  // The api's rule, said by the form before anything is sent.
  await price.fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Booking price per hour must be greater than 0')).toBeVisible();
  await expect(price).toBeFocused();

  const description = `Repriced by the admin operations tests (${uniqueTag()}).`;
  await price.fill('14.5');
  await page.getByLabel('Description (optional)').fill(description);
  const patched = page.waitForRequest(
    (r) => r.url() === `${URLS.api}/api/v1/motorcycles/${motorcycle.id}` && r.method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  // Only what changed is sent.
  expect((await patched).postDataJSON()).toEqual({ bookingPricePerHour: 14.5, description });
  await expect(
    page.getByRole('status').filter({ hasText: 'Motorcycle updated successfully' }),
  ).toBeVisible();

  // Without a reload: the carousel and the detail page read the refreshed shared list.
  await menu(page, 'Motorcycles').click();
  const card = await stepToCard(page, motorcycle.name);
  await expect(card).toContainText(description);
  await card.getByRole('link', { name: motorcycle.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/motorcycle/${motorcycle.id}$`));
  const valueOf = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(valueOf('B. Price per hour')).toHaveText('$14.50');

  // New bookings pay the new price: 2 hours at $14.50.
  const later = { city: `Pisa ${uniqueTag()}`, date: daysAhead(26) };
  await bookAsRider(request, rider, {
    motorcycle: { ...motorcycle, bookingPricePerHour: 14.5 },
    hours: 2,
    ...later,
  });

  await menu(page, 'All reservations').click();
  const filters = reservationFilters(page);
  await filters.motorcycle.selectOption({ label: motorcycle.name });
  await filters.apply.click();
  await expect(reservationRows(page)).toHaveCount(2);
  await expect(reservationRow(page, earlier.city)).toContainText('3 hours');
  await expect(reservationRow(page, earlier.city)).toContainText('$30.00');
  await expect(reservationRow(page, later.city)).toContainText('$29.00');
});

test('riders get the administrators-only page on the new admin routes and never load the admin remote', async ({
  page,
  request,
}) => {
  const fromAdminOrigin: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(URLS.admin)) fromAdminOrigin.push(r.url());
  });
  await logIn(page, await createAccount(request));
  await expect(menu(page, 'All reservations')).toHaveCount(0);
  for (const path of ['/admin/reservations', '/motorcycle/1/edit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  }
  // The detail page is still the catalog's.
  await page.goto('/motorcycle/1');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Administrators only');
  expect(fromAdminOrigin).toEqual([]);
});
