import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Motorcycle, NewMotorcycle } from 'shared-domain';
import { DEMO_ADMIN } from './accounts';
import { URLS } from './env';

/** The demo admin's bearer token, obtained through the api (no browser). */
export async function demoAdminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${URLS.api}/api/v1/login`, {
    data: { user: DEMO_ADMIN },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

let counter = 0;

/** Adds a motorcycle of this test alone through the api, as the demo admin. */
export async function addMotorcycle(
  request: APIRequestContext,
  token: string,
  fields: Partial<NewMotorcycle> = {},
): Promise<Motorcycle> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid}${counter}`.toUpperCase();
  const body: NewMotorcycle = {
    name: `Catalog Vespa ${tag}`,
    model: `Catalog model ${tag}`,
    brand: 'Vespa',
    color: 'Bianco Innocenza',
    chassisNumber: `CAT-${tag}`,
    bookingPricePerHour: 10,
    price: 5000,
    imageLink: '/images/gts.svg',
    description: 'Added by the catalog browser tests.',
    ...fields,
  };
  const response = await request.post(`${URLS.api}/api/v1/motorcycles`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Motorcycle }).data;
}

/** Removes a motorcycle this test added. */
export async function deleteMotorcycle(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<void> {
  const response = await request.delete(`${URLS.api}/api/v1/motorcycles/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The carousel region of the home page. */
export function carousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Vespa models' });
}

/** The cards a person can see (cards outside the window are hidden). */
export function visibleCards(page: Page): Locator {
  return carousel(page).getByRole('listitem');
}

/** Steps the carousel with the Next arrow until the card named `name` is shown. */
export async function stepToCard(page: Page, name: string): Promise<Locator> {
  const card = visibleCards(page).filter({
    has: page.getByRole('heading', { name, exact: true }),
  });
  await expect(
    carousel(page).getByRole('link', { name, exact: true, includeHidden: true }),
  ).toHaveCount(1);
  const next = carousel(page).getByRole('button', { name: 'Next motorcycles' });
  const position = carousel(page).getByText(/^Showing \d/);
  while ((await card.count()) === 0) {
    await expect(next, `the carousel cannot step to ${name}`).toBeEnabled();
    const before = await position.textContent();
    await next.click();
    await expect(position).not.toHaveText(before ?? '');
  }
  return card;
}
