import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, logIn, type Account } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import {
  listedTimes,
  menuLink,
  openReserveForm,
  reserveForm,
  shopDate,
  listDay,
  TAKEN,
  takenList,
  uniqueCity,
} from '../support/booking';
import { bookAsRider, daysAhead, ownMotorcycle } from '../support/operations-admin';
import { sidewaysScroll } from '../support/sideways';

// The shop's desk as an administrator runs it in the browser, against the real api, with a
// rider in a second browser following along (docs/PRODUCT.md, "The shop's desk").

const removals: Array<() => Promise<void>> = [];

test.afterEach(async () => {
  while (removals.length > 0) await removals.pop()!();
});

/** A page of its own (cookies, storage) for a second person at another screen. */
async function personAt(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, account);
  return page;
}

test('an administrator takes a scooter to the workshop, and a rider sees that day as such with no Book Now', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await createAccount(request, true);
  const mine = await ownMotorcycle(request, admin, 'Workshop Vespa');
  removals.push(mine.remove);
  const day = daysAhead(12);

  await logIn(page, admin);
  await page.goto(`/motorcycle/${mine.motorcycle.id}/edit`);
  const workshop = page.getByRole('region', { name: 'Workshop' });
  await workshop.getByLabel('From').fill(`${day}T00:00`);
  await workshop.getByLabel('To').fill(`${daysAhead(13)}T00:00`);
  await workshop.getByLabel('Reason').fill('Gearbox rebuilt, parts on order');
  await workshop.getByRole('button', { name: 'Take out of service' }).click();
  await expect(workshop.getByRole('list', { name: 'Blocks made here' })).toContainText(
    'Gearbox rebuilt',
  );

  const rider = await personAt(browser, await createAccount(request));
  await openReserveForm(rider);
  const form = reserveForm(rider);
  await form.city.fill(uniqueCity('Lecce'));
  await form.motorcycle.selectOption({ label: mine.motorcycle.name });
  await expect
    .poll(() => listedTimes(rider))
    .toEqual([`${listDay(day)}, all day: In the workshop`]);
  // The rider learns it is in the workshop, never why.
  await expect(takenList(rider)).not.toContainText('Gearbox');
  await form.date.fill(day);
  await form.hours.fill('2');
  await expect(rider.getByText(TAKEN)).toBeVisible();
  await expect(form.bookNow).toHaveCount(0);
});

test('the desk hands a ride over and takes it back from the timeline by keyboard, and the rider follows its status', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createAccount(request, true);
  const mine = await ownMotorcycle(request, admin, 'Desk Vespa');
  removals.push(mine.remove);
  const riderAccount = await createAccount(request);
  // Today: a ride is handed over on its day (a date-only one, all of it), never days ahead.
  const day = shopDate(0);
  const city = uniqueCity('Otranto');
  await bookAsRider(request, riderAccount, {
    motorcycle: mine.motorcycle,
    date: day,
    hours: 3,
    city,
  });

  const rider = await personAt(browser, riderAccount);
  await menuLink(rider, 'My reservations').click();
  const riderRow = rider.getByRole('row').filter({ hasText: city });
  await expect(riderRow).toBeVisible();
  await expect(riderRow).not.toContainText('Out now');

  await logIn(page, admin);
  await page.goto(`/admin/fleet?week=${day}`);
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  const bar = grid.getByRole('button', {
    name: new RegExp(`^${mine.motorcycle.name}, .*, ${riderAccount.name}, confirmed$`),
  });
  // The grid is one Tab stop; the bar takes it when focused, and Enter opens the ride.
  await bar.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Odometer (km)').fill('1204');
  await dialog.getByLabel('Note (optional)').fill('Scratch on the left mirror');
  // The rider pays the balance the payment is prefilled with, in cash (a method is chosen for
  // any amount): Space on the radio button, as a keyboard does.
  await dialog
    .getByRole('group', { name: 'Paid by' })
    .getByRole('radio', { name: 'Cash' })
    .press('Space');
  await dialog.getByRole('button', { name: 'Hand over' }).press('Enter');
  // A step done closes its dialog; the page says the api's words and the line written, and the
  // bar keeps the focus.
  await expect(dialog).toHaveCount(0);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Handed over: enjoy the ride; 1 line written in the ledger' }),
  ).toBeVisible();
  const outBar = grid.getByRole('button', {
    name: new RegExp(`^${mine.motorcycle.name}, .*, ${riderAccount.name}, out$`),
  });
  await expect(outBar).toBeFocused();

  await rider.reload();
  await expect(riderRow).toContainText('Out now');

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Odometer (km)').fill('1100');
  await dialog.getByRole('button', { name: 'Take back' }).click();
  await expect(dialog).toContainText('At hand-over it showed 1,204 km');
  await expect(dialog.getByLabel('Odometer (km)')).toHaveAccessibleDescription(
    /can't be below the 1204 km/,
  );
  // Escape leaves without taking it back: the focus is on the bar again, still out.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(outBar).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByLabel('Odometer (km)').fill('1262');
  await dialog.getByLabel('Damage (optional)').fill('Dented front fender');
  await dialog.getByRole('button', { name: 'Take back' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Taken back: the motorcycle is in the shop again' }),
  ).toBeVisible();
  await expect(
    grid.getByRole('button', {
      name: new RegExp(`^${mine.motorcycle.name}, .*, ${riderAccount.name}, returned$`),
    }),
  ).toBeFocused();

  await rider.reload();
  await expect(riderRow).toContainText('Returned');
});

test('at the counter on a phone, the desk finds a ride from Today by the rider’s name and hands it over', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const admin = await createAccount(request, true);
  const mine = await ownMotorcycle(request, admin, 'Counter Vespa');
  removals.push(mine.remove);
  const riderAccount = await createAccount(request);
  // Today, all day: it can be handed over now.
  const booked = await bookAsRider(request, riderAccount, {
    motorcycle: mine.motorcycle,
    date: shopDate(0),
    hours: 4,
    city: uniqueCity('Matera'),
  });
  // Another rider's, tomorrow: the search lists only the rider asked for.
  await bookAsRider(request, await createAccount(request), {
    motorcycle: mine.motorcycle,
    date: shopDate(1),
    hours: 2,
    city: uniqueCity('Matera'),
  });

  // An administrator lands on Today.
  await logIn(page, admin);
  const field = page
    .getByRole('search', { name: 'Find a ride' })
    .getByRole('searchbox', { name: 'Reference or rider' });
  await field.fill(riderAccount.name);
  // Other tests' riders may share the start of the name ("Rider 2", "Rider 21"), and the name's
  // one number is read as a reference too ("Rider 2": reference 2, anyone's ride): every ride
  // listed is theirs, this rider's or that reference's, never the other rider's on this scooter.
  const found = page.getByRole('list', { name: `Rides matching “${riderAccount.name}”` });
  const listed = found.getByRole('listitem');
  const ride = listed.filter({ hasText: new RegExp(`Reference ${booked.id}(?!\\d)`) });
  await expect(ride).toContainText(mine.motorcycle.name);
  const number = /\d+/.exec(riderAccount.name)?.[0];
  await expect(
    listed
      .filter({ hasNotText: riderAccount.name })
      .filter({ hasNotText: new RegExp(`Reference ${number}(?!\\d)`) }),
  ).toHaveCount(0);
  await expect(ride).toContainText('Confirmed');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ rides? found\.$/ })).toBeVisible();
  // Nothing wider than the phone.
  expect(await sidewaysScroll(page)).toBe(0);

  await ride.getByRole('button', { name: new RegExp(`^Open ${riderAccount.name}'s `) }).click();
  const dialog = page.getByRole('dialog', {
    name: `${riderAccount.name}: ${mine.motorcycle.name}`,
  });
  await dialog.getByLabel('Odometer (km)').fill('3120');
  await dialog.getByRole('group', { name: 'Paid by' }).getByRole('radio', { name: 'Cash' }).check();
  await dialog.getByRole('button', { name: 'Hand over' }).click();
  await expect(dialog).toHaveCount(0);
  const said = page.getByRole('status').filter({ hasText: 'Handed over: enjoy the ride' });
  await expect(said).toBeVisible();
  // The focus is on what was said, not lost to the page.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toContain('Handed over: enjoy the ride');
  await expect(ride).toContainText('Out');
});

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`the desk's screens have no axe violations at ${width} px`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    const admin = await createAccount(request, true);
    const mine = await ownMotorcycle(request, admin, 'Axe Vespa');
    removals.push(mine.remove);
    const rider = await createAccount(request);
    const day = daysAhead(15);
    await bookAsRider(request, rider, {
      motorcycle: mine.motorcycle,
      date: day,
      hours: 2,
      city: uniqueCity('Bari'),
    });

    await logIn(page, admin);
    await page.goto(`/admin/fleet?week=${day}&scooter=${mine.motorcycle.id}`);
    await expect(page.getByRole('heading', { name: 'Fleet timeline' })).toBeVisible();
    await expect(page.getByText(rider.name).first()).toBeVisible();
    await expectNoAxeViolations(page, `the fleet timeline at ${width} px`);

    await page.goto('/admin/today');
    await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    // With what its search found.
    await page.getByRole('searchbox', { name: 'Reference or rider' }).fill(rider.name);
    await expect(
      page
        .getByRole('list', { name: `Rides matching “${rider.name}”` })
        .getByRole('listitem')
        .filter({ hasText: mine.motorcycle.name }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `Today at ${width} px`);

    await page.goto(`/motorcycle/${mine.motorcycle.id}/edit`);
    await expect(page.getByRole('region', { name: 'Workshop' })).toBeVisible();
    await expectNoAxeViolations(page, `the edit page's workshop at ${width} px`);
  });
}
