import { expect, test } from '@playwright/test';
import { createAccount, createStaff, logIn } from '../support/accounts';
import { apiToken } from '../support/admin';
import { farFutureDate, reserveForm, storedReservations, uniqueCity } from '../support/booking';
import { URLS } from '../support/env';
import { MAIL_ARRIVES, mailsTo } from '../support/mailbox';
import { ownMotorcycle } from '../support/operations-admin';

// At the desk, staff book for a walk-in rider who has no account yet (docs/PRODUCT.md, "Who can
// do what"): the built apps, the real api and the development mailbox.

const removals: Array<() => Promise<void>> = [];
test.afterEach(async () => {
  while (removals.length > 0) await removals.pop()!();
});

test("staff add a walk-in rider from the reserve form and book for them; the rider's mails arrive", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, true);
  const mine = await ownMotorcycle(request, owner, 'Walk-in Vespa');
  removals.push(mine.remove);
  const staff = await createStaff(request, await apiToken(request, owner));
  await logIn(page, staff);

  // The reserve form asks whom the ride is for; the desk adds the rider on the spot.
  await page.goto('/reserve/new');
  const rider = page.getByRole('group', { name: 'Rider' });
  await expect(rider.getByRole('combobox', { name: 'Find the rider' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
  await rider.getByRole('button', { name: 'New rider' }).click();
  const walkIn = { name: 'Wanda Walk-in', email: `walk-in-${Date.now()}@example.test` };
  const fields = page.getByRole('group', { name: 'New rider' });
  await expect(fields.getByLabel('Name')).toBeFocused();
  await fields.getByLabel('Name').fill(walkIn.name);
  await fields.getByLabel('Email').fill(walkIn.email);
  await fields.getByLabel('Phone (optional)').fill('+39 333 123 4567');
  await fields.getByRole('button', { name: 'Add rider' }).click();
  const change = rider.getByRole('button', { name: 'Change rider' });
  await expect(change).toBeFocused();
  await expect(rider).toContainText(walkIn.email);

  const form = reserveForm(page);
  const city = uniqueCity('Roma');
  const date = farFutureDate();
  await form.city.fill(city);
  await form.motorcycle.selectOption({ label: mine.motorcycle.name });
  await form.date.fill(date);
  await form.startTime.fill('10:00');
  await form.hours.fill('2');
  await form.bookNow.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${walkIn.name}'s Vespa is booked` }),
  ).toBeFocused();
  await expect(page.getByText(`The confirmation went to ${walkIn.email} by mail.`)).toBeVisible();

  // The rider's mails: the invitation, whose link sets their password, and the booking's.
  const kinds = async () =>
    (await mailsTo(request, walkIn.email)).map((mail) => mail.headers['x-vespa-mail']).sort();
  await expect.poll(kinds, MAIL_ARRIVES).toEqual(['booking-confirmed', 'rider-invitation']);
  const mails = await mailsTo(request, walkIn.email);
  const invitation = mails.find((mail) => mail.headers['x-vespa-mail'] === 'rider-invitation');
  const token = /\/reset-password\?token=([\w-]+)/.exec(invitation?.text ?? '')?.[1];
  expect(token, invitation?.text).toBeDefined();
  const password = 'walked-in-2026';
  const reset = await request.post(`${URLS.api}/api/v1/password/reset`, {
    data: { token, password },
  });
  expect(reset.status(), await reset.text()).toBe(200);

  // The ride is the rider's own.
  const own = await storedReservations(request, { ...walkIn, password, admin: false });
  expect(own.find((ride) => ride.city === city)).toMatchObject({
    date: `${date}T10:00`,
    duration: 2,
    motorcycle_name: mine.motorcycle.name,
  });
});
