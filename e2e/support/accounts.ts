import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { URLS } from './env';

/** The demo accounts the api seeds on first start (README lists them too). */
export const DEMO_ADMIN = { email: 'admin@vespa.test', password: 'vespa-admin' };
export const DEMO_RIDER = { email: 'rider@vespa.test', password: 'vespa-rider' };

export interface Account {
  name: string;
  email: string;
  password: string;
  admin: boolean;
}

let counter = 0;

/** A rider (or admin) of this test alone, created through the real api. */
export async function createAccount(request: APIRequestContext, admin = false): Promise<Account> {
  counter += 1;
  const account: Account = {
    name: `Rider ${counter}`,
    email: `rider-${Date.now()}-${process.pid}-${counter}@example.test`,
    password: 'ride-safely',
    admin,
  };
  const response = await request.post(`${URLS.api}/api/v1/users`, { data: { user: account } });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * A member of the shop's staff of this test alone: a rider the owner made staff through the api,
 * as the People page does (the demo leaves two-factor sign-in optional).
 */
export async function createStaff(
  request: APIRequestContext,
  ownerToken: string,
): Promise<Account> {
  const account = await createAccount(request);
  const headers = { Authorization: `Bearer ${ownerToken}` };
  const query = encodeURIComponent(account.email);
  const found = await request.get(`${URLS.api}/api/v1/admin/people?query=${query}`, { headers });
  const [person] = ((await found.json()) as { data: Array<{ id: number }> }).data;
  const changed = await request.patch(`${URLS.api}/api/v1/admin/people/${person?.id}`, {
    headers,
    data: { role: 'staff' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { ...account, admin: true };
}

/**
 * Logs in through the shell's form, as a person would, and waits for where it lands (the
 * carousel, an administrator's Today: docs/PRODUCT.md, "Who can do what"); at the
 * suite's shell, or at `shellUrl` for a test that runs a shell of its own. The form may be in
 * English or in Italian (a browser whose locale is it-IT): its fields are Email and Password in
 * both, its button Log in or Accedi.
 */
export async function logIn(
  page: Page,
  account: { email: string; password: string },
  shellUrl = '',
): Promise<void> {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /^(Log in|Accedi)$/ }).click();
  await expect(page).toHaveURL(/\/(motorcycles|admin\/today)$/);
}
