import { expect, test } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import {
  addDays,
  bookThroughApi,
  dollars,
  farFutureDate,
  shopDate,
  menuLink,
  motorcycleId,
  openReserveForm,
  reserveForm,
  storedReservations,
  TAKEN,
  uniqueCity,
} from '../support/booking';
import { sidewaysScroll } from '../support/sideways';

/** The heading of the confirmation Book Now leads to (/reservations/:id). */
const CONFIRMED = 'Your Vespa is booked';

test('a single-day booking: the total shown is the total stored, and the form resets', async ({
  page,
  request,
}) => {
  const rider = await createAccount(request);
  await logIn(page, rider);
  await openReserveForm(page);
  const form = reserveForm(page);
  await expect(page.getByLabel('Name')).toHaveValue(rider.name);
  await expect(form.motorcycle).toHaveValue('');

  const city = uniqueCity('Rome');
  const date = farFutureDate();
  await form.city.fill(city);
  await form.motorcycle.selectOption({ label: 'Vespa Primavera' });
  await form.date.fill(date);
  // The start is the shop's next whole hour until the rider sets one.
  await expect(form.startTime).toHaveValue(/^\d\d:00$/);
  await form.startTime.fill('10:00');
  await form.hours.fill('2');
  await form.minutes.fill('30');
  // A single-day ride of 2 h 30 min is 2.5 hours; at $12.50 per hour that is $31.25.
  await expect(page.getByText('2 h 30 min', { exact: true })).toBeVisible();
  await expect(form.total).toHaveText('$31.25');
  const shown = dollars(await form.total.innerText());

  await form.bookNow.click();
  // The form gives way to the booking's confirmation.
  await expect(page.getByRole('heading', { level: 1, name: CONFIRMED })).toBeFocused();
  await expect(form.city).toHaveCount(0);
  await expect(form.bookNow).toHaveCount(0);

  const stored = (await storedReservations(request, rider)).find((r) => r.city === city);
  // Sent with its start, so it holds 10:00–12:30 and the rest of the day stays free.
  expect(stored).toMatchObject({
    date: `${date}T10:00`,
    duration: 2.5,
    motorcycle_name: 'Vespa Primavera',
  });
  expect(stored?.total).toBe(shown);
});

test('a several-day booking is sent with its start time and listed from start to end', async ({
  page,
  request,
}) => {
  const rider = await createAccount(request);
  await logIn(page, rider);
  await openReserveForm(page);
  const form = reserveForm(page);

  const city = uniqueCity('Milan');
  const start = farFutureDate();
  await form.city.fill(city);
  await form.motorcycle.selectOption({ label: 'Vespa GTS' });
  await form.multiDay.check();
  await form.fromDate.fill(start);
  await form.fromTime.fill('09:15');
  await form.toDate.fill(addDays(start, 1));
  await form.toTime.fill('10:45');
  // 25.5 hours at $18.50.
  await expect(page.getByText('25.5 hours', { exact: true })).toBeVisible();
  await expect(form.total).toHaveText('$471.75');
  await form.bookNow.click();
  await expect(page.getByRole('heading', { level: 1, name: CONFIRMED })).toBeVisible();

  const stored = (await storedReservations(request, rider)).find((r) => r.city === city);
  expect(stored).toMatchObject({ date: `${start}T09:15`, duration: 25.5, total: 471.75 });

  await menuLink(page, 'My reservations').click();
  const row = page.getByRole('row').filter({ hasText: city });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Vespa GTS');
  await expect(row.getByRole('cell').first()).toContainText(/, 09:15 until .*, 10:45$/);
  await expect(row.getByRole('cell').nth(4)).toHaveText('$471.75');
});

test("a detail page's Book now locks the select on its motorcycle; a direct visit does not", async ({
  page,
  request,
}) => {
  const rider = await createAccount(request);
  const gts = await motorcycleId(request, rider, 'Vespa GTS');
  await logIn(page, rider);
  await page.goto(`/motorcycle/${gts}`);
  await expect(page.getByRole('heading', { name: 'Vespa GTS' })).toBeVisible();
  await page.getByRole('button', { name: 'Book now' }).click();

  await expect(page).toHaveURL(/\/reserve\/new$/);
  const form = reserveForm(page);
  await expect(form.motorcycle).toHaveValue(String(gts));
  // Locked: read-only with its one option, so Tab still reaches it and reads which Vespa it is.
  await expect(form.motorcycle).toHaveAttribute('aria-readonly', 'true');
  await expect(form.motorcycle.locator('option:checked')).toHaveText('Vespa GTS');
  await expect(page.getByText('You chose this motorcycle on its page.')).toBeVisible();

  // The lock still books: the motorcycle is sent although its select cannot be changed.
  const city = uniqueCity('Florence');
  await form.city.fill(city);
  await form.date.fill(farFutureDate());
  await form.hours.fill('1');
  await expect(form.total).toHaveText('$18.50');
  await form.bookNow.click();
  await expect(page.getByRole('heading', { level: 1, name: CONFIRMED })).toBeVisible();
  const stored = (await storedReservations(request, rider)).find((r) => r.city === city);
  expect(stored?.motorcycle_id).toBe(gts);

  // Back on the locked form, the rider can unlock it.
  await page.goBack();
  await expect(form.motorcycle).toHaveAttribute('aria-readonly', 'true');
  await page.getByRole('link', { name: 'Choose another motorcycle' }).click();
  await expect(form.motorcycle).not.toHaveAttribute('aria-readonly');
  await expect(form.motorcycle).toBeFocused();
  await form.motorcycle.selectOption({ label: 'Vespa Primavera' });

  await page.goto('/reserve/new');
  await expect(form.motorcycle).toBeEnabled();
  await expect(form.motorcycle).toHaveValue('');
});

test('the more-than-one-day checkbox switches the fields and clears the entered dates', async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request));
  await openReserveForm(page);
  const form = reserveForm(page);
  await form.city.fill('Turin');
  await form.motorcycle.selectOption({ label: 'Vespa Sprint' });
  await form.date.fill(farFutureDate());
  await form.hours.fill('3');
  await expect(form.bookNow).toBeVisible();

  await form.multiDay.check();
  await expect(form.date).toHaveCount(0);
  for (const field of [form.fromDate, form.fromTime, form.toDate, form.toTime]) {
    await expect(field).toHaveValue('');
  }
  await expect(form.bookNow).toHaveCount(0);
  await form.fromDate.fill(farFutureDate());
  await form.toDate.fill(farFutureDate());

  await form.multiDay.uncheck();
  await expect(form.fromDate).toHaveCount(0);
  await expect(form.date).toHaveValue('');
  await expect(form.startTime).toHaveValue(/^\d\d:00$/);
  await expect(form.hours).toHaveValue('');
  await expect(form.minutes).toHaveValue('');
  // Only the dates go: the city and the motorcycle stay.
  await expect(form.city).toHaveValue('Turin');
  await expect(form.motorcycle.locator('option:checked')).toHaveText('Vespa Sprint');
});

test('a date before today hides the total and Book Now; today shows them', async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request));
  await openReserveForm(page);
  const form = reserveForm(page);
  await form.city.fill('Genoa');
  await form.motorcycle.selectOption({ label: 'Vespa Elettrica' });
  await form.hours.fill('2');

  await form.date.fill(shopDate(-1));
  await expect(page.getByText("Date can't be in the past")).toBeVisible();
  await expect(form.total).toHaveCount(0);
  await expect(form.bookNow).toHaveCount(0);

  await form.date.fill(shopDate(0));
  // The day's last minute has not passed while it is today (the default, the next whole hour,
  // is tomorrow's 00:00 from 23:00).
  await form.startTime.fill('23:59');
  await expect(form.total).toHaveText('$30.00');
  await expect(form.bookNow).toBeVisible();

  // Several days: a start before today, then an end before the start, hide it too.
  await form.multiDay.check();
  await form.fromDate.fill(shopDate(-2));
  await form.fromTime.fill('10:00');
  await form.toDate.fill(shopDate(3));
  await form.toTime.fill('10:00');
  await expect(page.getByText("Date can't be in the past")).toBeVisible();
  await expect(form.bookNow).toHaveCount(0);
  await form.fromDate.fill(shopDate(4));
  await expect(page.getByText('The end must be after the start.')).toBeVisible();
  await expect(form.total).toHaveCount(0);
  await expect(form.bookNow).toHaveCount(0);
});

test.describe('in a browser far from the shop', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("the reserve form's today is the shop's, not the browser's", async ({ page, request }) => {
    const utcDay = new Date().toISOString().slice(0, 10);
    // 23:30 UTC: 18:30 in New York, already the next day in Rome, the shop's time zone.
    await page.clock.setFixedTime(new Date(`${utcDay}T23:30:00Z`));
    await logIn(page, await createAccount(request));
    await openReserveForm(page);
    const form = reserveForm(page);
    await expect(form.date).toHaveAttribute('min', addDays(utcDay, 1));
    await form.multiDay.check();
    await expect(form.fromDate).toHaveAttribute('min', addDays(utcDay, 1));
  });
});

test('a booking that loses the race for a day gets the conflict, keeps the form, then shows the day taken', async ({
  page,
  request,
}) => {
  const rider = await createAccount(request);
  const sprint = await motorcycleId(request, rider, 'Vespa Sprint');
  await logIn(page, rider);
  await openReserveForm(page);
  const form = reserveForm(page);
  const date = farFutureDate();
  const city = uniqueCity('Verona');
  await form.city.fill(city);
  await form.motorcycle.selectOption({ label: 'Vespa Sprint' });
  // The form asks about a day beyond the listed weeks on its own: wait for that answer (free).
  const checked = page.waitForResponse((response) =>
    response.url().includes(`/motorcycles/${sprint}/availability?from=${date}`),
  );
  await form.date.fill(date);
  await form.hours.fill('4');
  await checked;
  await expect(form.bookNow).toBeVisible();

  // Someone else takes that day meanwhile: the server has the final word.
  await bookThroughApi(request, await createAccount(request), {
    motorcycleId: sprint,
    date,
    hours: 1,
    city: uniqueCity('Venice'),
  });
  await form.bookNow.click();
  await expect(page.getByRole('alert')).toContainText('already booked');
  await expect(form.city).toHaveValue(city);
  await expect(form.date).toHaveValue(date);
  await expect(form.hours).toHaveValue('4');
  // The form asks again and now says why, before another press.
  await expect(page.getByText(TAKEN)).toBeVisible();
  await expect(form.bookNow).toHaveCount(0);
});

test('My reservations lists a new booking right after it is made', async ({ page, request }) => {
  await logIn(page, await createAccount(request));
  await menuLink(page, 'My reservations').click();
  await expect(page.getByRole('heading', { name: 'Upss! There is no Reserves' })).toBeVisible();

  await openReserveForm(page);
  const form = reserveForm(page);
  const city = uniqueCity('Naples');
  const date = farFutureDate();
  await form.city.fill(city);
  await form.motorcycle.selectOption({ label: 'Vespa Primavera' });
  await form.date.fill(date);
  await form.startTime.fill('10:00');
  await form.hours.fill('1');
  await form.minutes.fill('30');
  await form.bookNow.click();
  await expect(page.getByRole('heading', { level: 1, name: CONFIRMED })).toBeVisible();

  await menuLink(page, 'My reservations').click();
  const table = page.getByRole('table', {
    name: 'Your bookings: upcoming first, then earlier rides',
  });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'Motorcycle',
    'City',
    'Duration',
    'Total',
    'Actions',
  ]);
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  await expect(table.getByRole('row').filter({ hasText: city }).getByRole('cell')).toHaveText([
    `${day}, 10:00–11:30`,
    'Vespa Primavera',
    city,
    '1.5 hours',
    '$18.75',
    // Beside Cancel, the ride for the rider's calendar.
    'CancelAdd to calendar',
  ]);
});

test('the form and the list fit a 360 px phone without sideways scrolling', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, await createAccount(request));
  await page.goto('/reserve/new');
  const form = reserveForm(page);
  await expect(form.motorcycle).toBeEnabled();
  await form.multiDay.check();
  expect(await sidewaysScroll(page)).toBe(0);
  await form.city.fill(uniqueCity('Bari'));
  await form.motorcycle.selectOption({ label: 'Vespa Primavera' });
  const start = farFutureDate();
  await form.fromDate.fill(start);
  await form.fromTime.fill('08:00');
  await form.toDate.fill(addDays(start, 2));
  await form.toTime.fill('08:00');
  await form.bookNow.click();
  await expect(page.getByRole('heading', { level: 1, name: CONFIRMED })).toBeVisible();

  await page.goto('/reservations');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});
