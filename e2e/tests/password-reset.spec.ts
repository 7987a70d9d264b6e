import { expect, test } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { MAIL_ARRIVES, mailsTo } from '../support/mailbox';

// A rider who forgot the password is back in with only the mail in their inbox
// (docs/PRODUCT.md, "Your account"): the built apps, the real api, and the development mailbox
// npm start runs (tools/stack/mailbox.mjs), which received the mail over SMTP.

test('"Forgot your password?" to signed in again, with the link from the mail', async ({
  page,
}) => {
  const rider = await createAccount(page.request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(rider.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText(
      'If an account uses this email address, we have sent it a link to choose a new password.',
    ),
  ).toBeVisible();

  await expect
    .poll(async () => (await mailsTo(page.request, rider.email)).length, MAIL_ARRIVES)
    .toBe(1);
  const [mail] = await mailsTo(page.request, rider.email);
  expect(mail.headers['x-vespa-mail']).toBe('password-reset');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();

  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('a-new-ride-2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password has been changed. Please log in with your new password.'),
  ).toBeVisible();

  // The link is spent: opened again, it says so and offers a new one.
  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('another-ride-2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByText(
      'This password reset link is not valid or has expired. Please ask for a new one.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await logIn(page, { email: rider.email, password: 'a-new-ride-2026' });
});
