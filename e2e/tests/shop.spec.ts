import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { apiToken } from '../support/admin';
import {
  farFutureDate,
  openReserveForm,
  reserveForm,
  storedReservations,
  uniqueCity,
} from '../support/booking';
import { URLS } from '../support/env';

// The shop's profile as riders meet it: the booking's confirmation says where to collect the
// Vespa and what to bring, and gives a reference the desk finds. The profile is the shop's one
// row, so these tests run one after another.
test.describe.configure({ mode: 'serial' });

const OPEN = { opens: '09:00', closes: '19:00' };
const WEEK = [OPEN, OPEN, OPEN, OPEN, OPEN, OPEN, OPEN];

/** Saves the shop's profile through the api as a new owner; the address is this test's own. */
async function setShopAddress(request: APIRequestContext, address: string): Promise<void> {
  const token = await apiToken(request, await createAccount(request, true));
  const response = await request.put(`${URLS.api}/api/v1/admin/shop`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: 'Vespa Rentals',
      address,
      phone: '+39 06 1234 5678',
      email: '',
      opening_hours: WEEK,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('after Book Now the rider reads where to collect the Vespa, what to bring and a reference the desk finds', async ({
  page,
  request,
  browser,
}) => {
  // A booking, then the desk in a second browser: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const address = `Via dei Serpenti ${uniqueCity('12')}, Roma`;
  await setShopAddress(request, address);
  const rider = await createAccount(request);
  await logIn(page, rider);
  await openReserveForm(page);
  const form = reserveForm(page);
  const city = uniqueCity('Rome');
  const date = farFutureDate();
  await form.city.fill(city);
  await form.motorcycle.selectOption({ label: 'Vespa Primavera' });
  await form.date.fill(date);
  await form.hours.fill('2');
  await form.bookNow.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your Vespa is booked' })).toBeFocused();
  const stored = (await storedReservations(request, rider)).find((r) => r.city === city);
  expect(stored).toBeDefined();
  await expect(page).toHaveURL(new RegExp(`/reservations/${stored!.id}$`));
  await expect(page.getByText('Your reference:')).toContainText(`Your reference: ${stored!.id}`);
  const main = page.getByRole('main');
  await expect(main.locator('address')).toContainText(address);
  await expect(main.getByText('Open that day from 09:00 to 19:00.')).toBeVisible();
  await expect(main.getByRole('listitem')).toHaveText([
    'Your driving licence',
    'An identity document: identity card or passport',
    'A payment card for the deposit',
  ]);
  // A reload keeps it.
  await page.reload();
  await expect(main.locator('address')).toContainText(address);

  // At the desk, the reservations of that day show the rider's reference.
  const desk = await (await browser.newContext()).newPage();
  await logIn(desk, await createAccount(request, true));
  await desk.goto(`/admin/reservations?from=${date}&to=${date}`);
  const row = desk.getByRole('row').filter({ hasText: city });
  await expect(row).toContainText(`Reference ${stored!.id}`);
  await expect(row).toContainText(rider.name);
});

test('the owner changes the address in Shop settings, and riders read it on the confirmation and in the footer', async ({
  page,
  request,
  browser,
}) => {
  // The owner's settings, then a rider's booking in a second browser.
  test.setTimeout(60_000);
  const owner = await createAccount(request, true);
  await logIn(page, owner);
  await page.getByRole('link', { name: 'Shop settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
  const address = `Piazza Navona ${uniqueCity('1')}, Roma`;
  await page.getByLabel('Address').fill(address);
  const sunday = page.getByRole('group', { name: 'Sunday' });
  await sunday.getByLabel('Closed').uncheck();
  await sunday.getByLabel('Opens').fill('10:00');
  await sunday.getByLabel('Closes').fill('13:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shop profile saved' })).toBeVisible();
  // The owner's own footer follows at once.
  await expect(page.getByRole('contentinfo').locator('address')).toContainText(address);

  // A rider signing in now reads it in the footer and on a booking's confirmation.
  const rider = await createAccount(request);
  const riderPage = await (await browser.newContext()).newPage();
  await logIn(riderPage, rider);
  await expect(riderPage.getByRole('contentinfo').locator('address')).toContainText(address);
  await openReserveForm(riderPage);
  const form = reserveForm(riderPage);
  await form.city.fill(uniqueCity('Rome'));
  await form.motorcycle.selectOption({ label: 'Vespa Primavera' });
  await form.date.fill(farFutureDate());
  await form.hours.fill('1');
  await form.bookNow.click();
  await expect(riderPage.getByRole('main').locator('address')).toContainText(address);
});

test("the sign-in page shows the shop and its week in the page's language, a signed-in page does not", async ({
  page,
  request,
}) => {
  await page.goto('/login');
  // Written by the shell's server beside the form (shell/server/shop-card.mjs), not by its script.
  const card = page.getByRole('complementary');
  await expect(card.getByRole('heading', { name: 'Find us' })).toBeVisible();
  await expect(card.getByRole('strong').filter({ visible: true })).toHaveText('Vespa Rentals');
  await expect(card.getByText('Monday', { exact: true })).toBeVisible();
  await expect(page.getByText('Lunedì', { exact: true })).toBeHidden();

  // A language switch without a reload shows the other block.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
  await expect(card.getByRole('heading', { name: 'Dove siamo' })).toBeVisible();
  await expect(card.getByText('Lunedì', { exact: true })).toBeVisible();
  await expect(page.getByText('Monday', { exact: true })).toBeHidden();
  await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');

  await logIn(page, await createAccount(request));
  await expect(page.getByRole('heading', { name: 'Find us' })).toBeHidden();
});
