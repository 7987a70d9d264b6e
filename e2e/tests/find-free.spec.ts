import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { type Account, createAccount, logIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import {
  bookThroughApi,
  farFutureDate,
  reserveForm,
  storedReservations,
  uniqueCity,
} from '../support/booking';
import { addMotorcycle, demoAdminToken, stepToCard } from '../support/catalog';

// A tourist on a phone starts from "when?", not from a scooter: the When? form above the
// carousel lists the Vespas free then with their price for that time, and a 3-hour ride holds
// only its 3 hours, so another rider takes the same Vespa that afternoon. Two tests, as each
// rider's journey alone is a long one on a loaded machine.
test.use({ viewport: { width: 375, height: 740 } });

const CONFIRMED = 'Your Vespa is booked';

/** Asks the When? form for `hours` from `start` on `day`, and waits for the answer. */
async function askWhen(page: Page, day: string, start: string, hours: number): Promise<void> {
  const when = page.getByRole('form', { name: 'When?' });
  await when.getByLabel('Day', { exact: true }).fill(day);
  await when.getByLabel('Start time', { exact: true }).fill(start);
  await when.getByLabel('Hours', { exact: true }).fill(String(hours));
  await when.getByRole('button', { name: 'Show free Vespas' }).click();
}

/** From the free list to a confirmed booking of `name`, for the window the address holds. */
async function bookFromCard(page: Page, name: string, price: string): Promise<void> {
  const card = await stepToCard(page, name);
  await expect(card.getByText(`${price} for your time`)).toBeVisible();
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByText('Price for your time')).toBeVisible();
  await page.getByRole('button', { name: 'Book now' }).click();
  const form = reserveForm(page);
  // The Vespa is locked and the window filled in: one day, the start, the hours.
  await expect(form.motorcycle).toHaveAttribute('aria-readonly', 'true');
  await expect(form.total).toHaveText(price);
  await form.city.fill(uniqueCity('Rome'));
  await form.bookNow.click();
  await expect(page.getByRole('heading', { level: 1, name: CONFIRMED })).toBeVisible();
}

/** A new Vespa of the fleet at $10 an hour, so 3 hours cost $30.00. */
async function scooterAtTenAnHour(request: APIRequestContext) {
  return addMotorcycle(request, await demoAdminToken(request), { bookingPricePerHour: 10 });
}

test('from When? to a 3-hour ride: the Vespas free then, and one booked from its card', async ({
  page,
  request,
}) => {
  const scooter = await scooterAtTenAnHour(request);
  const day = farFutureDate();
  const rider: Account = await createAccount(request);
  await logIn(page, rider);
  await askWhen(page, day, '10:00', 3);
  await expect(page).toHaveURL(
    new RegExp(`/motorcycles\\?from=${day}T10(:|%3A)00&to=${day}T13(:|%3A)00$`),
  );
  await expect(page.getByText('None is taken.')).toBeVisible();
  await expectNoAxeViolations(page, 'the free Vespas for a time on a 375 px phone');

  await bookFromCard(page, scooter.name, '$30.00');
  expect(await storedReservations(request, rider)).toEqual([
    expect.objectContaining({ date: `${day}T10:00`, duration: 3, total: 30 }),
  ]);
});

test('a Vespa out with another rider from 10:00 to 13:00 is not offered at 11:00, and is booked for the afternoon', async ({
  page,
  request,
}) => {
  const scooter = await scooterAtTenAnHour(request);
  const day = farFutureDate();
  await bookThroughApi(request, await createAccount(request), {
    motorcycleId: scooter.id,
    date: `${day}T10:00`,
    hours: 3,
    city: uniqueCity('Rome'),
  });

  const afternoon = await createAccount(request);
  await logIn(page, afternoon);
  await askWhen(page, day, '11:00', 1);
  await expect(page.getByText('1 is taken.')).toBeVisible();
  await expect(
    page.getByRole('link', { name: scooter.name, exact: true, includeHidden: true }),
  ).toHaveCount(0);

  await askWhen(page, day, '14:00', 3);
  await expect(page.getByText('None is taken.')).toBeVisible();
  await bookFromCard(page, scooter.name, '$30.00');
  expect(await storedReservations(request, afternoon)).toEqual([
    expect.objectContaining({ date: `${day}T14:00`, duration: 3, motorcycle_id: scooter.id }),
  ]);
});
