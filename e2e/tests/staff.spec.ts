import { expect, test, type Browser, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { createAccount } from '../support/accounts';
import { apiToken } from '../support/admin';
import { shopDate, uniqueCity } from '../support/booking';
import { MAIL_ARRIVES, mailsTo } from '../support/mailbox';
import { URLS } from '../support/env';
import { bookAsRider, ownMotorcycle } from '../support/operations-admin';

// The owner runs the shop with staff (docs/PRODUCT.md, "Who can do what"): the built apps, the
// real api and the development mailbox, each person in a browser of their own.

const removals: Array<() => Promise<void>> = [];
test.afterEach(async () => {
  while (removals.length > 0) await removals.pop()!();
});

/** A browser of its own at the login form, signed in with a password, at the desk's Today. */
async function signIn(browser: Browser, account: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  return page;
}

const atToday = (page: Page) => expect(page).toHaveURL(/\/admin\/today$/);

test('the owner invites staff, who signs in with a second factor and hands a ride over; the owner reads it in the audit', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await createAccount(request, true);
  const mine = await ownMotorcycle(request, owner, 'Staff Vespa');
  removals.push(mine.remove);
  const rider = await createAccount(request);
  const ride = await bookAsRider(request, rider, {
    motorcycle: mine.motorcycle,
    date: shopDate(0),
    hours: 3,
    city: uniqueCity('Tivoli'),
  });

  // The owner invites a member of staff from People.
  const ownerPage = await signIn(browser, owner);
  await atToday(ownerPage);
  await ownerPage.goto('/admin/people');
  const invite = ownerPage.getByRole('region', { name: 'Invite staff' });
  const staff = { name: 'Desk Staff', email: `staff-${Date.now()}@example.test` };
  await invite.getByLabel('Name').fill(staff.name);
  await invite.getByLabel('Email').fill(staff.email);
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByText(`Invitation sent to ${staff.email}`)).toBeVisible();

  // The invitation's link sets the first password.
  await expect.poll(async () => (await mailsTo(request, staff.email)).length, MAIL_ARRIVES).toBe(1);
  const [mail] = await mailsTo(request, staff.email);
  expect(mail.headers['x-vespa-mail']).toBe('staff-invitation');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  const staffPage = await (await browser.newContext()).newPage();
  await staffPage.goto(link as string);
  const password = 'desk-staff-2026';
  await staffPage.getByLabel('New password', { exact: true }).fill(password);
  await staffPage.getByRole('button', { name: 'Set password' }).click();
  await expect(staffPage).toHaveURL(/\/login$/);

  // Staff signs in, lands at the desk, sees no owner's page, and turns two-factor sign-in on.
  const first = await signIn(browser, { email: staff.email, password });
  await atToday(first);
  await expect(first.getByRole('link', { name: 'Today' })).toBeVisible();
  await expect(first.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await first.goto('/account');
  await first.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await first.locator('.shell-account__secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await first.getByLabel('Authentication code').fill(authenticator.generate(secret));
  await first.getByRole('button', { name: 'Turn on' }).click();
  await expect(first.getByText('Recovery codes', { exact: true })).toBeVisible();

  // The next sign-in asks for the code; the app's next code (each is taken once) lets them in.
  const desk = await signIn(browser, { email: staff.email, password });
  const code = desk.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await code.fill(authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret));
  await desk.getByRole('button', { name: 'Verify' }).click();
  await atToday(desk);

  // The desk finds the ride by its reference and hands it over.
  await desk.goto(`/admin/reservations?reference=${ride.id}`);
  await desk.getByRole('button', { name: new RegExp(`^Open ${rider.name}'s `) }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Odometer (km)').fill('2040');
  // The rider pays the balance in cash as the scooter goes out.
  await dialog.getByRole('group', { name: 'Paid by' }).getByRole('radio', { name: 'Cash' }).check();
  await dialog.getByRole('button', { name: 'Hand over' }).click();
  await expect(
    desk.getByText('Handed over: enjoy the ride; 1 line written in the ledger'),
  ).toBeVisible();

  // The owner reads who did it in the audit, the staff member's actions alone (the other tests
  // running beside this one act too).
  const people = await request.get(
    `${URLS.api}/api/v1/admin/people?query=${encodeURIComponent(staff.email)}`,
    { headers: { Authorization: `Bearer ${await apiToken(request, owner)}` } },
  );
  const [person] = ((await people.json()) as { data: Array<{ id: number }> }).data;
  await ownerPage.goto(`/admin/audit?actor=${person?.id}`);
  // The hand-over and the payment taken with it, each a row of its own.
  const rows = ownerPage.getByRole('row').filter({ hasText: `reservation ${ride.id}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Hand-over' })).toContainText(staff.name);
  await expect(rows.filter({ hasText: 'Payment taken' })).toContainText(staff.name);
});
