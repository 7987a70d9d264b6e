import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { ownMotorcycle, reservationRows, uniqueTag } from '../support/operations-admin';
import { bookDays, signIn } from '../support/paging';
import { openMyReservationsOnPhone, riderWithRides } from '../support/rider-rides';
import { sidewaysScroll } from '../support/sideways';

const removals: Array<() => Promise<void>> = [];

test.afterEach(async () => {
  // Motorcycles this test added leave the catalogue; their reservations stay readable.
  while (removals.length > 0) await removals.pop()!();
});

/** Whether the whole of `locator` is inside the window, not cut off at any side. */
async function expectInsideWindow(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

/**
 * An administrator, signed in, on All reservations of a motorcycle of their own that three riders
 * booked 54 times; `query` adds to the address. Gives the motorcycle's id.
 */
async function openReservationsOf54(page: Page, request: APIRequestContext, query = '') {
  const admin = await createAccount(request, true);
  const mine = await ownMotorcycle(request, admin, 'Paged Vespa');
  removals.push(mine.remove);
  const tag = uniqueTag();
  await Promise.all(
    [0, 1, 2].map(async (n) => {
      const { token } = await signIn(request, await createAccount(request));
      await bookDays(request, token, {
        motorcycle: mine.motorcycle,
        firstDay: 30 + n * 18,
        count: 18,
        city: `Paged ${tag} ${n}`,
      });
    }),
  );
  await logIn(page, admin);
  await page.goto(`/admin/reservations?motorcycle_id=${mine.motorcycle.id}${query}`);
  return mine.motorcycle.id;
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an admin pages through the reservations, a reload keeps the place, and every Cancel is in view', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const motorcycleId = await openReservationsOf54(page, request);
    const table = page.getByRole('table');
    await expect(table).toHaveAccessibleName('The first 50 reservations, earliest first');
    await expect(reservationRows(page)).toHaveCount(50);
    // The table fits beside the menu: nothing to scroll sideways, the last column in view.
    const region = page.getByRole('region', { name: /reservations, earliest first$/ });
    expect(await region.evaluate((r) => r.scrollWidth - r.clientWidth)).toBe(0);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectInsideWindow(
      page,
      reservationRows(page)
        .first()
        .getByRole('button', { name: /^Cancel / }),
    );

    const more = page.getByRole('button', { name: 'Show more' });
    await expectNoAxeViolations(page, 'all reservations, with Show more');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(reservationRows(page)).toHaveCount(54);
    await expect(table).toHaveAccessibleName('54 reservations, earliest first');
    await expect(page).toHaveURL(new RegExp(`\\?motorcycle_id=${motorcycleId}&pages=2$`));
    await expect(page.getByText('That is every reservation: 54 reservations.')).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: '4 more reservations loaded' }),
    ).toHaveText('4 more reservations loaded, 54 shown.');
    await expectInsideWindow(
      page,
      reservationRows(page)
        .last()
        .getByRole('button', { name: /^Cancel / }),
    );
    await expectNoAxeViolations(page, 'all reservations, every page shown');

    // A reload, or the address shared: the same two pages.
    await page.reload();
    await expect(reservationRows(page)).toHaveCount(54);
    await expect(page.getByLabel('Motorcycle')).toHaveValue(String(motorcycleId));
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('an admin reads two pages of reservations as cards, none cut off', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await openReservationsOf54(page, request, '&pages=2');
    await expect(reservationRows(page)).toHaveCount(54);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectInsideWindow(
      page,
      reservationRows(page)
        .nth(10)
        .getByRole('button', { name: /^Cancel / }),
    );
    await expectNoAxeViolations(page, 'all reservations on a phone');
  });

  test('a rider with more than a page of rides sees the upcoming ones first and asks for the earlier ones', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // As many rides as a rider may hold ahead, and a history the first page has no room for.
    const { rider } = await riderWithRides(request, removals, 'History Vespa', {
      ahead: { firstDay: 30, count: 20, city: 'Next' },
      past: { count: 5, city: 'Past' },
    });
    await openMyReservationsOnPhone(page, rider);
    const cities = page.getByRole('table').getByRole('row').locator('td:nth-child(3)');
    await expect(cities).toHaveCount(20);
    await expect(cities.first()).toHaveText('Next 1');
    await expect(cities.last()).toHaveText('Next 20');
    await expectNoAxeViolations(page, 'my reservations, with Show earlier rides');

    const earlier = page.getByRole('button', { name: 'Show earlier rides' });
    await earlier.click();
    await expect(cities).toHaveCount(25);
    expect(await cities.allTextContents()).toEqual([
      ...Array.from({ length: 20 }, (_, i) => `Next ${i + 1}`),
      ...['Past 1', 'Past 2', 'Past 3', 'Past 4', 'Past 5'],
    ]);
    await expect(page.getByText('No earlier rides.')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'earlier rides loaded' })).toHaveText(
      '5 earlier rides loaded, 25 shown.',
    );

    // A cancellation refreshes every page shown.
    await page
      .getByRole('button', { name: /^Cancel the reservation of / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Reservation cancelled successfully' }),
    ).toBeVisible();
    await expect(cities).toHaveCount(24);
    await expect(cities.first()).toHaveText('Next 2');
    await expect(cities.last()).toHaveText('Past 5');
  });
});
