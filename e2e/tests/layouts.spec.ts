import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { tableDay } from '../support/booking';
import { bookAsRider, daysAhead, ownMotorcycle } from '../support/operations-admin';
import { dayFromToday } from '../support/paging';
import { openMyReservationsOnPhone, riderWithRides } from '../support/rider-rides';
import { sidewaysScroll } from '../support/sideways';

// My reservations on a phone and Reports beside the sidebar (issue #32: "an 844 px table in a
// 343 px box", "Cancel is off-screen sideways", "Reports' per-scooter table cuts the Revenue
// column at 1280 px").

const removals: Array<() => Promise<void>> = [];

test.afterEach(async () => {
  // Motorcycles this test added leave the catalogue; their reservations stay readable.
  while (removals.length > 0) await removals.pop()!();
});

/**
 * Whether `locator` lies inside the window from its left edge to its right, as laid out: nothing
 * is scrolled sideways to bring it there (a box that scrolls would hide the rest of its row).
 */
async function expectInsideWidth(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const { width } = page.viewportSize()!;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.x, `${what}'s left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}'s right edge`).toBeLessThanOrEqual(width);
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a rider reads every ride of My reservations, cancels one, and still reads the others’ scooter and date, all without scrolling sideways', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // Three rides ahead (each can be cancelled) and two taken already.
    const { rider, motorcycle } = await riderWithRides(request, removals, 'Phone Vespa', {
      ahead: { firstDay: 20, count: 3, city: 'Ahead' },
      past: { count: 2, city: 'Behind' },
    });
    await openMyReservationsOnPhone(page, rider);
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(5);
    const cancels = page.getByRole('button', { name: /^Cancel the reservation of / });
    await expect(cancels).toHaveCount(3);

    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    for (const [index, cancel] of (await cancels.all()).entries()) {
      await expectInsideWidth(page, cancel, `Cancel ${index + 1}`);
    }
    for (const [index, add] of (
      await page.getByRole('button', { name: /^Add to calendar/ }).all()
    ).entries()) {
      await expectInsideWidth(page, add, `Add to calendar ${index + 1}`);
    }
    await expectNoAxeViolations(page, 'my reservations on a phone');

    // The first ride is cancelled; the next one takes the focus, and its card still shows which
    // scooter and which day it is, beside its Cancel.
    await cancels.first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText('Reservation cancelled successfully')).toBeVisible();
    await expect(rows).toHaveCount(4);
    const next = rows.filter({ hasText: 'Ahead 2' });
    await expect(next.getByRole('button', { name: /^Cancel the reservation of / })).toBeFocused();
    await expectInsideWidth(page, next.getByRole('button', { name: /^Cancel/ }), 'the next Cancel');
    await expectInsideWidth(page, next.getByText(motorcycle.name), 'its scooter');
    await expectInsideWidth(page, next.getByText(tableDay(dayFromToday(21))), 'its date');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // At 320 px (400 % zoom) as well.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    for (const [index, cancel] of (await cancels.all()).entries()) {
      await expectInsideWidth(page, cancel, `Cancel ${index + 1} at 320 px`);
    }
  });

  test('the Reports page does not scroll sideways, and nothing fails axe', async ({
    page,
    request,
  }) => {
    const admin = await createAccount(request, true);
    await logIn(page, admin);
    await page.goto('/admin/reports');
    await expect(page.getByRole('table', { name: 'By motorcycle and month' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'reports on a phone');
  });
});

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the per-scooter report fits beside the sidebar, its Revenue column in view', async ({
    page,
    request,
  }) => {
    const admin = await createAccount(request, true);
    // A long name, as a shop names its scooters: it wraps rather than push Revenue out.
    const mine = await ownMotorcycle(request, admin, 'Vespa Primavera 125 Touring Edition');
    removals.push(mine.remove);
    const day = daysAhead(40);
    const month = day.slice(0, 7);
    const rider = await createAccount(request);
    await bookAsRider(request, rider, {
      motorcycle: mine.motorcycle,
      date: day,
      hours: 3,
      city: 'Como',
    });

    await logIn(page, admin);
    await page.goto(`/admin/reports?from=${month}&to=${month}`);
    const table = page.getByRole('table', { name: 'By motorcycle and month' });
    await expect(table.getByRole('row').filter({ hasText: mine.motorcycle.name })).toBeVisible();

    const revenue = table.getByRole('columnheader', { name: 'Revenue' });
    await expectInsideWidth(page, revenue, 'the Revenue header');
    await expectInsideWidth(page, table, 'the table');
    const box = page.getByRole('region', { name: 'By motorcycle and month' });
    const widths = await box.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(widths.scroll).toBe(widths.client);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
