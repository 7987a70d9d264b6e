import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAccount, logIn, type Account } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import {
  bookThroughApi,
  farFutureDate,
  menuLink,
  motorcycleId,
  openReserveForm,
  reserveForm,
  uniqueCity,
} from '../support/booking';
import { URLS } from '../support/env';
import { holdRequests, type HeldRequests } from '../support/heldRequests';
import { sidewaysScroll } from '../support/sideways';

/** The page's heading, if it has the keyboard focus. */
function focusedHeading(page: Page) {
  return page.locator('h1:focus');
}

test.describe('page changes', () => {
  test('each screen has its own title, and the focus moves to the new page’s heading', async ({
    page,
    request,
  }) => {
    const rider = await createAccount(request);
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in · Vespa Rentals');
    // The first load leaves the focus where the browser puts it.
    await expect(focusedHeading(page)).toHaveCount(0);

    await page.getByLabel('Email').fill(rider.email);
    await page.getByLabel('Password').fill(rider.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveTitle('Motorcycles · Vespa Rentals');
    await expect(page.getByRole('heading', { level: 1, name: 'LATEST MODELS' })).toBeFocused();

    await menuLink(page, 'My reservations').click();
    await expect(page).toHaveTitle('My reservations · Vespa Rentals');
    const heading = page.getByRole('heading', { level: 1, name: 'My reservations' });
    await expect(heading).toBeFocused();
    // A reading position, not a control: no focus ring jumps onto it.
    expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');
    // Tab goes on from the page, not from the menu link left behind.
    await expect(heading).toHaveAttribute('tabindex', '-1');

    await menuLink(page, 'Reserve Form').click();
    await expect(page).toHaveTitle('Reserve a Vespa · Vespa Rentals');
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve a Vespa' })).toBeFocused();
  });
});

/** The reserve form, opened from the menu by a rider of this test alone. */
async function newRidersReserveForm(page: Page, request: APIRequestContext) {
  await logIn(page, await createAccount(request));
  await openReserveForm(page);
  return reserveForm(page);
}

/**
 * Presses `button` from the keyboard while its request is held, and checks that the button, now
 * saying `pendingText`, keeps the focus and is announced unavailable; then lets the request go.
 */
async function expectFocusKeptWhilePending(
  page: Page,
  button: Locator,
  held: HeldRequests,
  pendingText: string,
): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
  await held.seen;
  const pending = page.getByRole('button', { name: pendingText });
  await expect(pending).toBeFocused();
  await expect(pending).toHaveAttribute('aria-disabled', 'true');
  held.release();
}

test.describe('a submit button keeps the focus while its request runs', () => {
  test('Log in', async ({ page, request }) => {
    const rider = await createAccount(request);
    const login = await holdRequests(page, `${URLS.api}/api/v1/login`, 'POST');
    await page.goto('/login');
    await page.getByLabel('Email').fill(rider.email);
    await page.getByLabel('Password').fill(rider.password);
    const button = page.getByRole('button', { name: 'Log in' });
    await expectFocusKeptWhilePending(page, button, login, 'Logging in...');
    await expect(page).toHaveURL(/\/motorcycles$/);
  });

  test('Sign up', async ({ page }) => {
    const signup = await holdRequests(page, `${URLS.api}/api/v1/users`, 'POST');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Ada Keyboard');
    await page.getByLabel('Email').fill(`ada-${Date.now()}@example.test`);
    await page.getByLabel('Password').fill('ride-safely');
    const button = page.getByRole('button', { name: 'Sign up' });
    await expectFocusKeptWhilePending(page, button, signup, 'Creating...');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: 'Created Your Account' }),
    ).toBeVisible();
  });

  test('Book Now', async ({ page, request }) => {
    const form = await newRidersReserveForm(page, request);
    await form.city.fill(uniqueCity('Lecce'));
    await form.motorcycle.selectOption({ label: 'Vespa Primavera' });
    await form.date.fill(farFutureDate());
    await form.hours.fill('1');
    const booking = await holdRequests(page, `${URLS.api}/api/v1/reservations`, 'POST');
    await expectFocusKeptWhilePending(page, form.bookNow, booking, 'Reserving...');
    // The form gives way to the confirmation, and the keyboard starts from its heading.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Vespa is booked' }),
    ).toBeFocused();
  });
});

test.describe('the reserve form', () => {
  test('reads the single-day ride length as a length, in hours and minutes', async ({
    page,
    request,
  }) => {
    const form = await newRidersReserveForm(page, request);
    await expect(form.rideLength).toBeVisible();
    const hours = form.rideLength.getByRole('spinbutton', { name: 'Hours' });
    const minutes = form.rideLength.getByRole('spinbutton', { name: 'Minutes' });
    await expect(hours).toHaveAccessibleDescription(
      'How long you will ride: 2 h 30 min is 2.5 hours.',
    );
    // Not a time of day: the one time input is the start.
    await expect(form.rideLength.locator('input[type="time"]')).toHaveCount(0);
    await expect(page.locator('input[type="time"]')).toHaveCount(1);
    await expect(form.startTime).toHaveAttribute('type', 'time');

    await form.motorcycle.selectOption({ label: 'Vespa Primavera' });
    await form.date.fill(farFutureDate());
    await hours.fill('14');
    await minutes.fill('30');
    // More than 12 hours, with no AM or PM: 14.5 hours at $12.50.
    await expect(page.getByText('14 h 30 min', { exact: true })).toBeVisible();
    await expect(form.total).toHaveText('$181.25');
  });

  test('says politely what it still needs before Book Now, not on every keystroke', async ({
    page,
    request,
  }) => {
    const form = await newRidersReserveForm(page, request);
    const needed = page.getByRole('status').filter({ hasText: 'Still needed for Book Now' });
    await expect(needed).toHaveText(
      'Still needed for Book Now: a motorcycle, the date, and the ride length.',
    );
    await form.motorcycle.selectOption({ label: 'Vespa Primavera' });
    await expect(needed).toHaveText('Still needed for Book Now: the date and the ride length.');

    // Typing does not touch the region while what is missing stays the same.
    await needed.evaluate((region) => {
      const changes = { count: 0 };
      new MutationObserver((records) => (changes.count += records.length)).observe(region, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      (window as unknown as { neededChanges: typeof changes }).neededChanges = changes;
    });
    await form.city.pressSequentially('Genoa');
    await form.date.fill(farFutureDate());
    await expect(needed).toHaveText('Still needed for Book Now: the ride length.');
    const changes = await page.evaluate(
      () => (window as unknown as { neededChanges: { count: number } }).neededChanges.count,
    );
    expect(changes).toBe(1);

    // Enter, with Book Now not there yet, goes to what is missing.
    await form.date.press('Enter');
    await expect(form.hours).toBeFocused();
    await form.minutes.fill('45');
    await expect(needed).toHaveCount(0);
    await expect(form.bookNow).toBeVisible();
  });

  test('names the Vespa chosen on its page, reached by Tab, and keeps the focus when freed', async ({
    page,
    request,
  }) => {
    const rider = await createAccount(request);
    const gts = await motorcycleId(request, rider, 'Vespa GTS');
    await logIn(page, rider);
    await page.goto(`/motorcycle/${gts}`);
    await page.getByRole('button', { name: 'Book now' }).click();
    const form = reserveForm(page);
    await expect(form.motorcycle).toHaveAttribute('aria-readonly', 'true');
    await form.city.focus();
    await page.keyboard.press('Tab');
    await expect(form.motorcycle).toBeFocused();
    await expect(form.motorcycle.getByRole('option')).toHaveText(['Vespa GTS']);

    await page.getByRole('link', { name: 'Choose another motorcycle' }).press('Enter');
    await expect(form.motorcycle).toBeFocused();
    await expect(form.motorcycle).not.toHaveAttribute('aria-readonly');
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Escape closes the menu, and an open menu does not survive a reload', async ({
    page,
    request,
  }) => {
    await logIn(page, await createAccount(request));
    // The carousel has arrived, and with it the focus on its heading (the shell moves it there
    // when a route's page arrives), before the menu is opened: a rider sees the page first.
    await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeFocused();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Motorcycles' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await hamburger.click();
    await expect(menu).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test.describe('at 400 % zoom (320 CSS px)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ['/login', '/signup']) {
    test(`${path} has no sideways scroll`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
    });
  }
});

test('in forced colours the current menu entry and the unavailable carousel arrow stand out', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await logIn(page, await createAccount(request));
  // The colours are read once the menu marks where the rider landed, not before.
  await expect(menuLink(page, 'Motorcycles')).toHaveAttribute('aria-current', 'page');
  const colours = (name: string) =>
    menuLink(page, name).evaluate((link) => {
      const style = getComputedStyle(link);
      return `${style.backgroundColor} ${style.color}`;
    });
  expect(await colours('Motorcycles')).not.toBe(await colours('Reserve Form'));

  const previous = page.getByRole('button', { name: 'Previous motorcycles' });
  const next = page.getByRole('button', { name: 'Next motorcycles' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  const colour = (button: typeof previous) => button.evaluate((b) => getComputedStyle(b).color);
  expect(await colour(previous)).not.toBe(await colour(next));
});

test('the logout question says what it is about', async ({ page, request }) => {
  await logIn(page, await createAccount(request));
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you Sure?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('You are about to log out of Vespa Rentals.');
});

// Every screen a rider sees, scanned as they see it (on a phone, with its menu open too), in
// three tests: the whole walk in one came within seconds of its timeout on a loaded 2-core CI
// machine, where each axe scan takes about five seconds.

/** The screens before signing in. */
async function scanSignedOutScreens(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page, 'login');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expectNoAxeViolations(page, 'signup');
}

/** The carousel, a scooter's page and the reserve form in each of its states. */
async function scanRideScreens(page: Page, rider: Account, gts: number): Promise<void> {
  await logIn(page, rider);
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page, 'carousel');

  await page.goto(`/motorcycle/${gts}`);
  await expect(page.getByRole('heading', { name: 'Vespa GTS' })).toBeVisible();
  await expectNoAxeViolations(page, 'detail');

  await page.getByRole('button', { name: 'Book now' }).click();
  const form = reserveForm(page);
  await expect(form.motorcycle).toHaveAttribute('aria-readonly', 'true');
  await expectNoAxeViolations(page, 'reserve form, locked motorcycle');

  await page.getByRole('link', { name: 'Choose another motorcycle' }).click();
  await expect(form.motorcycle).not.toHaveAttribute('aria-readonly');
  await form.motorcycle.selectOption('');
  await expectNoAxeViolations(page, 'reserve form, empty');
  await form.city.fill('Bari');
  await form.motorcycle.selectOption({ label: 'Vespa Primavera' });
  await form.date.fill(farFutureDate());
  await form.hours.fill('2');
  await expect(form.total).toBeVisible();
  await expectNoAxeViolations(page, 'reserve form, with a total');
  await form.hours.fill('0');
  await expect(form.hours).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'reserve form, with a problem');
  await form.multiDay.check();
  await expect(form.fromDate).toBeVisible();
  await expectNoAxeViolations(page, 'reserve form, several days');
}

/** My reservations, the pages a rider may not open, the menu and the logout question. */
async function scanAccountScreens(page: Page, rider: Account, phone: boolean): Promise<void> {
  await logIn(page, rider);
  await page.goto('/reservations');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, 'my reservations');
  await page.getByRole('button', { name: 'Subscribe in your calendar app' }).click();
  await expect(page.getByRole('textbox', { name: 'Your private calendar link' })).toBeVisible();
  await expectNoAxeViolations(page, 'my reservations, calendar link');

  await page.goto('/delete');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await expectNoAxeViolations(page, 'administrators only');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Not Found Element!' })).toBeVisible();
  await expectNoAxeViolations(page, 'not found');

  await page.goto('/motorcycles');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoAxeViolations(page, 'open phone menu');
  }
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: 'Are you Sure?' })).toBeVisible();
  await expectNoAxeViolations(page, 'logout question');
}

/** Every screen only administrators see. */
async function scanAdminScreens(page: Page, admin: Account, gts: number): Promise<void> {
  await logIn(page, admin);
  await page.goto('/motorcycle/new');
  await expect(page.getByRole('heading', { name: 'Add a motorcycle' })).toBeVisible();
  await expectNoAxeViolations(page, 'add motorcycle');
  await page.getByRole('button', { name: 'Add motorcycle' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoAxeViolations(page, 'add motorcycle, with errors');

  await page.goto(`/motorcycle/${gts}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit a motorcycle' })).toBeVisible();
  await expectNoAxeViolations(page, 'edit motorcycle');

  await page.goto('/delete');
  await expect(page.getByRole('heading', { name: 'Delete a motorcycle' })).toBeVisible();
  await expectNoAxeViolations(page, 'delete list');
  await page.getByRole('button', { name: 'Delete Vespa GTS', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'delete question');
  await page.getByRole('button', { name: 'NO' }).click();

  await page.goto('/admin/reservations');
  await expect(page.getByRole('heading', { name: 'All reservations' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, 'all reservations');

  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By motorcycle and month' })).toBeVisible();
  await expectNoAxeViolations(page, 'reports');
}

for (const width of [1280, 375]) {
  test.describe(`axe finds no WCAG 2.1 A/AA violation at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

    test('on the screens before signing in', async ({ page }) => {
      await scanSignedOutScreens(page);
    });

    test('on the rider’s carousel, scooter page and reserve form', async ({ page, request }) => {
      test.setTimeout(90_000);
      const rider = await createAccount(request);
      await scanRideScreens(page, rider, await motorcycleId(request, rider, 'Vespa GTS'));
    });

    test('on the rider’s reservations, menu and refusals', async ({ page, request }) => {
      test.setTimeout(90_000);
      const rider = await createAccount(request);
      await bookThroughApi(request, rider, {
        motorcycleId: await motorcycleId(request, rider, 'Vespa GTS'),
        date: farFutureDate(),
        hours: 2,
        city: uniqueCity('Pisa'),
      });
      await scanAccountScreens(page, rider, width < 768);
    });

    test('on the administrator’s screens', async ({ page, request }) => {
      test.setTimeout(90_000);
      const admin = await createAccount(request, true);
      const gts = await motorcycleId(request, admin, 'Vespa GTS');
      await bookThroughApi(request, admin, {
        motorcycleId: gts,
        date: farFutureDate(),
        hours: 1,
        city: uniqueCity('Lucca'),
      });
      await scanAdminScreens(page, admin, gts);
    });
  });
}
