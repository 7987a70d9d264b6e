import { expect, test } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { MAIL_ARRIVES, mailsTo } from '../support/mailbox';
import {
  bookAsRider,
  daysAhead,
  ownMotorcycle,
  reservationRow,
  uniqueTag,
} from '../support/operations-admin';

// The shop cancels a rider's ride with a reason, and the rider's mail says who and why; the
// owner's Mail page (docs/PRODUCT.md, "Cancelling", "Mail"): the built apps, the real api and
// the development mailbox, which received the mail over SMTP.

test("the shop's reason reaches the rider's inbox, and the owner's Mail page reads well", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await createAccount(request, true);
  const mine = await ownMotorcycle(request, admin, 'Mail Vespa');
  const rider = await createAccount(request);
  const city = `Roma ${uniqueTag()}`;
  await bookAsRider(request, rider, {
    motorcycle: mine.motorcycle,
    date: daysAhead(20),
    hours: 2,
    city,
  });

  await logIn(page, admin);
  await page.goto(`/admin/reservations?motorcycle_id=${mine.motorcycle.id}`);
  await reservationRow(page, city)
    .getByRole('button', { name: /^Cancel / })
    .click();
  const question = page.getByRole('dialog', { name: 'Cancel this reservation?' });
  await question.getByLabel('Reason for the rider (optional)').fill('The scooter failed its check');
  await question.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Reservation cancelled successfully')).toBeVisible();

  // Other mails may reach the rider too (their booking's): this test reads the cancellation's.
  const cancellation = async () =>
    (await mailsTo(request, rider.email)).find(
      (mail) => mail.headers['x-vespa-mail'] === 'booking-cancelled',
    );
  await expect.poll(async () => (await cancellation()) !== undefined, MAIL_ARRIVES).toBe(true);
  const mail = (await cancellation())!;
  expect(mail.subject).toBe('Your ride was cancelled');
  expect(mail.text.replace(/\s+/g, ' ')).toContain('Reason: The scooter failed its check');

  await page.getByRole('link', { name: 'Mail', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Failed', exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Waiting to be sent', exact: true }),
  ).toBeVisible();
  // Nothing fails in this run: the failed list says so under its own heading.
  await expect(
    page.getByRole('heading', {
      level: 3,
      name: 'No failed mail: every mail went out or is still being tried.',
    }),
  ).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'Mail');
  await mine.remove();
});
