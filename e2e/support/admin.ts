import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Motorcycle } from 'shared-domain';
import { URLS } from './env';

/** A name and chassis number no other run or test uses. */
export function uniqueMotorcycle() {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  return { name: `E2E Vespa ${tag}`, model: `Test ${tag}`, chassisNumber: `E2E-${tag}` };
}

/** Signs in through the api (no browser) and returns the bearer token. */
export async function apiToken(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post(`${URLS.api}/api/v1/login`, {
    data: { user: { email: account.email, password: account.password } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The first seeded motorcycle (the seed runs before any test, so it has the lowest id; tests
 * never delete seeded motorcycles). Its chassis number passes every browser-side rule but the
 * api refuses it as taken.
 */
export async function seededMotorcycle(request: APIRequestContext, token: string) {
  const response = await request.get(`${URLS.api}/api/v1/motorcycles`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Motorcycle[] };
  const [first] = [...data].sort((a, b) => a.id - b.id);
  expect(first).toBeDefined();
  return first!;
}

/**
 * Brings the carousel card of `name` into view: the carousel shows a window of cards, so this
 * steps with the Next arrow, waiting for each step to show, until the card is visible.
 */
export async function showInCarousel(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  const card = page.getByRole('link', { name, exact: true });
  await expect(page.getByRole('link', { name, exact: true, includeHidden: true })).toHaveCount(1);
  const next = page.getByRole('button', { name: 'Next motorcycles' });
  const position = page.getByText(/^Showing \d/);
  while (!(await card.isVisible())) {
    await expect(next, `${name} is in the list but the carousel cannot step to it`).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    const before = (await position.textContent()) ?? '';
    await next.click();
    await expect(position).not.toHaveText(before);
  }
}
