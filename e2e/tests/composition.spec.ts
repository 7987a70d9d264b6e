import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, DEMO_ADMIN, logIn } from '../support/accounts';
import { menuLink } from '../support/booking';
import { visibleCards } from '../support/catalog';
import { REMOTES } from '../../apps.config.cjs';
import { URLS } from '../support/env';
import { networkIdle, requestsTo } from '../support/network';

/**
 * Watches a shown page for requests to the admin origin: until the network is idle, then again
 * after ten minutes of the page's timers have run (page.clock), so a prefetch put off by a
 * timeout or an idle callback is caught as well as one made at once.
 */
function adminOriginWatch(page: Page) {
  const adminRequests = requestsTo(page, URLS.admin);
  const idle = networkIdle(page);
  return async (shown: Locator, where: string) => {
    await expect(shown).toBeVisible();
    await idle();
    await page.clock.fastForward('10:00');
    await idle();
    expect(adminRequests, `requests to the admin origin on ${where}`).toEqual([]);
  };
}

test('a rider never requests anything from the admin origin, on any page, even minutes later', async ({
  page,
  request,
}) => {
  test.slow();
  await page.clock.install();
  const watched = adminOriginWatch(page);
  const heading = (name: string) => page.getByRole('heading', { name, exact: true });

  await logIn(page, await createAccount(request));
  await watched(heading('LATEST MODELS'), 'the carousel, after logging in');
  await visibleCards(page).first().getByRole('link').first().click();
  await watched(page.getByRole('heading', { level: 1 }), 'a detail page, opened from the carousel');
  const id = /\/motorcycle\/(\d+)$/.exec(page.url())?.[1];
  expect(id).toBeDefined();
  await menuLink(page, 'Reserve Form').click();
  await watched(heading('Reserve a Vespa'), 'the reserve form, from the menu');
  await menuLink(page, 'My reservations').click();
  await watched(heading('My reservations'), 'My reservations, from the menu');

  const riderPages: Array<[string, string]> = [
    ['/motorcycles', 'LATEST MODELS'],
    ['/reserve/new', 'Reserve a Vespa'],
    ['/reservations', 'My reservations'],
  ];
  for (const [route, name] of riderPages) {
    await page.goto(route);
    await watched(heading(name), `${route}, loaded`);
  }
  await page.goto(`/motorcycle/${id}`);
  await watched(page.getByRole('heading', { level: 1 }), 'a detail page, loaded');
  for (const route of [
    '/motorcycle/new',
    '/delete',
    '/admin/reservations',
    '/admin/today',
    '/admin/fleet',
    '/admin/reports',
    `/motorcycle/${id}/edit`,
  ]) {
    await page.goto(route);
    await watched(heading('Administrators only'), `${route}, loaded`);
  }
});

test('an administrator loads the admin pages from the admin origin', async ({ page }) => {
  const adminRequests = requestsTo(page, URLS.admin);
  await logIn(page, DEMO_ADMIN);
  await page.getByRole('link', { name: 'Delete motorcycle' }).click();
  await expect(page.getByRole('heading', { name: 'Delete a motorcycle' })).toBeVisible();
  expect(adminRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});

for (const remote of REMOTES) {
  test(`${remote.name} opened on its own origin says that its pages open inside Vespa Rentals`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(URLS[remote.federationName]);
    await expect(
      page.getByRole('heading', { level: 1, name: `Vespa Rentals: ${remote.federationName}` }),
    ).toBeVisible();
    await expect(page.getByText(/open inside Vespa Rentals, where/)).toBeVisible();
    expect(errors).toEqual([]);
  });
}
