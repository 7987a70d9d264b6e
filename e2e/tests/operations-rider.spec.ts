import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Motorcycle } from 'shared-domain';
import { createAccount, logIn } from '../support/accounts';
import {
  bookThroughApi,
  listDay,
  listedTimes,
  shopDate,
  menuLink,
  openReserveForm,
  reserveForm,
  storedReservations,
  TAKEN,
  tableDay,
  tableRide,
  takenList,
  uniqueCity,
} from '../support/booking';
import { addMotorcycle, deleteMotorcycle, demoAdminToken } from '../support/catalog';

/** The heading of the confirmation Book Now leads to (/reservations/:id). */
const CONFIRMED = 'Your Vespa is booked';
const CANCELLED = 'Reservation cancelled successfully';

/**
 * A motorcycle of this test alone, added through the api as the demo admin, so nobody else's
 * booking shows in its coming weeks; removed afterwards.
 */
async function ownMotorcycle(request: APIRequestContext) {
  const token = await demoAdminToken(request);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const motorcycle = await addMotorcycle(request, token, {
    name: `Rider Ops Vespa ${tag}`,
    model: `Ops ${tag}`,
    chassisNumber: `OPS-${tag}`,
    bookingPricePerHour: 10,
  });
  return { motorcycle, remove: () => deleteMotorcycle(request, token, motorcycle.id) };
}

let mine: { motorcycle: Motorcycle; remove: () => Promise<void> } | undefined;

test.beforeEach(async ({ request }) => {
  mine = await ownMotorcycle(request);
});

test.afterEach(async () => {
  await mine?.remove();
  mine = undefined;
});

test("the reserve form lists another rider's booking and flags that day before Book Now", async ({
  page,
  request,
}) => {
  const { motorcycle } = mine!;
  const day = shopDate(5);
  await bookThroughApi(request, await createAccount(request), {
    motorcycleId: motorcycle.id,
    date: day,
    hours: 2,
    city: uniqueCity('Lecce'),
  });

  await logIn(page, await createAccount(request));
  await openReserveForm(page);
  const form = reserveForm(page);
  await form.city.fill(uniqueCity('Ostuni'));
  await form.motorcycle.selectOption({ label: motorcycle.name });

  // The day is listed as taken, and nothing of the other rider is shown.
  const taken = takenList(page);
  await expect(taken.getByRole('heading', { name: 'When this Vespa is taken' })).toBeVisible();
  await expect.poll(() => listedTimes(page)).toEqual([`${listDay(day)}, all day`]);
  await expect(taken).not.toContainText('Lecce');

  await form.date.fill(day);
  await form.hours.fill('1');
  const message = page.getByText(TAKEN);
  await expect(message).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: TAKEN })).toHaveCount(1);
  await expect(form.date).toHaveAttribute('aria-invalid', 'true');
  await expect(form.date).toHaveAccessibleDescription(TAKEN);
  await expect(form.bookNow).toHaveCount(0);
  await expect(form.total).toHaveCount(0);

  // The next day is free: Book Now is back, and once booked its hours are listed as taken too.
  await form.date.fill(shopDate(6));
  await form.startTime.fill('10:00');
  await expect(message).toHaveCount(0);
  await expect(form.total).toHaveText('$10.00');
  await form.bookNow.click();
  await expect(page.getByRole('heading', { level: 1, name: CONFIRMED })).toBeVisible();
  await openReserveForm(page);
  await form.motorcycle.selectOption({ label: motorcycle.name });
  // The whole day of the other rider's date-only booking, then the hour of this one; a screen
  // reader hears "to" for the dash.
  await expect
    .poll(() => listedTimes(page))
    .toEqual([`${listDay(day)}, all day`, `${listDay(shopDate(6))}, 10:00–11:00`]);
  await expect(taken.getByRole('list')).toMatchAriaSnapshot(`
    - list:
      - listitem:
        - time: ${listDay(day)}
        - text: ", all day"
      - listitem:
        - time: ${listDay(shopDate(6))}, 10:00
        - text: to
        - time: "11:00"
  `);
});

test('a reservation cancelled from My reservations can be booked again at once', async ({
  page,
  request,
}) => {
  const { motorcycle } = mine!;
  const rider = await createAccount(request);
  const day = shopDate(8);
  const first = uniqueCity('Pisa');
  await bookThroughApi(request, rider, {
    motorcycleId: motorcycle.id,
    date: day,
    hours: 3,
    city: first,
  });

  await logIn(page, rider);
  await openReserveForm(page);
  const form = reserveForm(page);
  await form.motorcycle.selectOption({ label: motorcycle.name });
  await expect.poll(() => listedTimes(page)).toEqual([`${listDay(day)}, all day`]);

  await menuLink(page, 'My reservations').click();
  const row = page.getByRole('row').filter({ hasText: first });
  const cancel = row.getByRole('button', {
    name: `Cancel the reservation of ${motorcycle.name} on ${tableDay(day)}`,
  });
  await expect(cancel).toHaveText('Cancel');

  // Escape is NO: nothing cancelled, and the focus is back on the button.
  await cancel.click();
  const dialog = page.getByRole('dialog', {
    name: 'Are you sure you want to cancel this reservation?',
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'NO' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(row).toHaveCount(1);

  await cancel.click();
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && /\/reservations\/\d+$/.test(response.url()),
  );
  await dialog.getByRole('button', { name: 'YES' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: CANCELLED })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Upss! There is no Reserves' })).toBeVisible();
  expect((await storedReservations(request, rider)).some((r) => r.city === first)).toBe(false);

  // The same day, in the browser: free again, booked again.
  await openReserveForm(page);
  const second = uniqueCity('Lucca');
  await form.city.fill(second);
  await form.motorcycle.selectOption({ label: motorcycle.name });
  await expect(takenList(page)).toContainText('Free for the next 6 weeks');
  await form.date.fill(day);
  await form.startTime.fill('10:00');
  await form.hours.fill('3');
  await expect(page.getByText(TAKEN)).toHaveCount(0);
  const booked = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/v1/reservations'),
  );
  await form.bookNow.click();
  expect((await booked).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 1, name: CONFIRMED })).toBeVisible();

  await menuLink(page, 'My reservations').click();
  await expect(page.getByRole('row').filter({ hasText: second }).getByRole('cell')).toHaveText([
    tableRide(day, '10:00', '13:00'),
    motorcycle.name,
    second,
    '3 hours',
    '$30.00',
    // Beside Cancel, the ride for the rider's calendar.
    'CancelAdd to calendar',
  ]);
});
