import { expect, test } from '@playwright/test';
import { createAccount, DEMO_RIDER, logIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { farFutureDate, openReserveForm, reserveForm, uniqueCity } from '../support/booking';
import { bookAsRider, daysAhead, ownMotorcycle } from '../support/operations-admin';
import { addMotorcycle, deleteMotorcycle, demoAdminToken } from '../support/catalog';
import { URLS } from '../support/env';

test.describe('an Italian browser', () => {
  test.use({ locale: 'it-IT' });

  test('opens the login page in Italian, switches to English in place, and keeps the choice', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    await page.getByLabel('Email').fill(DEMO_RIDER.email);
    await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // In place: what the visitor typed is still there.
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_RIDER.email);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('reads the carousel and a motorcycle’s details in Italian, with Italian money, and switches them in place', async ({
    page,
  }) => {
    const token = await demoAdminToken(page.request);
    const motorcycle = await addMotorcycle(page.request, token, {
      price: 12345.6,
      bookingPricePerHour: 9.5,
    });
    try {
      // A rider of this test alone: switching tells the account (PATCH /api/v1/me).
      const rider = await createAccount(page.request);
      await page.goto('/login');
      await page.getByLabel('Email').fill(rider.email);
      await page.getByLabel('Password').fill(rider.password);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page.getByRole('heading', { name: 'ULTIMI MODELLI' })).toBeVisible();
      await expect(page.getByText('Scegli un modello Vespa')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Modelli Vespa' })).toBeVisible();

      await page.goto(`/motorcycle/${motorcycle.id}`);
      const valueOf = (label: string) =>
        page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
      // Intl's Italian layout of the shop's US dollars (a no-break space before the code).
      await expect(valueOf('Prezzo di vendita')).toHaveText('12.345,60\u00a0USD');
      await expect(valueOf('Noleggio all’ora')).toHaveText('9,50\u00a0USD');
      await expect(page.getByRole('button', { name: 'Prenota ora' })).toBeVisible();

      await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');
      await expect(valueOf('Sale Price')).toHaveText('$12,345.60');
      await expect(page.getByRole('button', { name: 'Book now' })).toBeVisible();
    } finally {
      await deleteMotorcycle(page.request, token, motorcycle.id);
    }
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the login and signup screens in Italian fail no axe rule', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
      await expectNoAxeViolations(page, 'login, in Italian');
      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'Registrati' })).toBeVisible();
      await expectNoAxeViolations(page, 'signup, in Italian');
    });

    test('the menu in Italian fails no axe rule', async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(DEMO_RIDER.email);
      await page.getByLabel('Password').fill(DEMO_RIDER.password);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await page.getByRole('button', { name: 'Apri il menu' }).click();
      await expect(page.getByRole('combobox', { name: 'Lingua' })).toBeVisible();
      await expectNoAxeViolations(page, 'menu, in Italian');
    });
  });
});

test('a rider switches to Italian on an open remote page: no reload, no new sign-in', async ({
  page,
  request,
}) => {
  // An account of its own: the choice is kept in the account, which other tests sign in to.
  await logIn(page, await createAccount(request));
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(menu.getByRole('button', { name: 'Esci' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  // The remote's page follows, fetching its Italian catalogue.
  await expect(page.getByRole('heading', { name: 'ULTIMI MODELLI' })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a rider switches to Italian on an open reserve form: what was typed and chosen stays, read in Italian', async ({
  page,
  request,
}) => {
  // An account of its own: the choice is kept in the account, which other tests sign in to.
  await logIn(page, await createAccount(request));
  await openReserveForm(page);
  const form = reserveForm(page);
  const city = uniqueCity('Roma');
  await form.city.fill(city);
  await form.motorcycle.selectOption({ index: 1 });
  const motorcycle = await form.motorcycle.inputValue();
  const date = farFutureDate();
  await form.date.fill(date);
  await form.hours.fill('2');
  await form.minutes.fill('30');
  await expect(form.bookNow).toBeVisible();
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
  await expect(page.getByRole('heading', { name: 'Prenota una Vespa' })).toBeVisible();
  await expect(page.getByLabel('Città')).toHaveValue(city);
  await expect(page.getByLabel('Moto', { exact: true })).toHaveValue(motorcycle);
  await expect(page.getByLabel('Data', { exact: true })).toHaveValue(date);
  await expect(page.getByLabel('Ora di ritiro')).toHaveValue(/^\d\d:00$/);
  const length = page.getByRole('group', { name: 'Durata' });
  await expect(length.getByLabel('Ore')).toHaveValue('2');
  await expect(length.getByLabel('Minuti')).toHaveValue('30');
  // The total in Intl's Italian layout of the shop's US dollars.
  await expect(page.getByRole('main').getByText(/^[\d.]+,\d\d\u00a0USD$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prenota ora' })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page.getByText('Book Now')).toHaveCount(0);
});

test.describe('an Italian rider on a 375 px phone', () => {
  test.use({ locale: 'it-IT', viewport: { width: 375, height: 740 } });

  test('reads the reserve form and My reservations in Italian, and axe finds nothing on them', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const rider = await createAccount(request);
    const admin = await createAccount(request, true);
    const mine = await ownMotorcycle(request, admin, 'Vespa italiana');
    try {
      const date = farFutureDate();
      await bookAsRider(request, rider, {
        motorcycle: mine.motorcycle,
        date,
        hours: 2,
        city: uniqueCity('Roma'),
      });
      await page.goto('/login');
      await page.getByLabel('Email').fill(rider.email);
      await page.getByLabel('Password').fill(rider.password);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeVisible();

      await page.goto('/reserve/new');
      await expect(page.getByRole('heading', { name: 'Prenota una Vespa' })).toBeVisible();
      await page.getByLabel('Moto', { exact: true }).selectOption(String(mine.motorcycle.id));
      await expect(
        page.getByText(/^Nelle prossime 6 settimane|^Libera per le prossime/),
      ).toBeVisible();
      await page.getByLabel('Data', { exact: true }).fill(date);
      await page.getByLabel('Ore').fill('1');
      await expect(
        page.getByText('Già prenotata in quell’orario: scegli un altro orario o un’altra Vespa'),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      await expectNoAxeViolations(page, 'the reserve form, in Italian, at 375 px');

      await page.goto('/reservations');
      await expect(page.getByRole('heading', { name: 'Le mie prenotazioni' })).toBeVisible();
      await expect(
        page.getByRole('button', { name: /^Annulla la prenotazione: Vespa italiana/ }),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'I tuoi giri nel tuo calendario' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'My reservations, in Italian, at 375 px');
    } finally {
      await mine.remove();
    }
  });
});

test.describe('an Italian administrator on a 375 px phone', () => {
  test.use({ locale: 'it-IT', viewport: { width: 375, height: 740 } });
  const removals: Array<() => Promise<void>> = [];
  test.afterEach(async () => {
    while (removals.length > 0) await removals.pop()!();
  });

  test('reads Today and All reservations in Italian, and axe finds nothing on them', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const admin = await createAccount(request, true);
    const mine = await ownMotorcycle(request, admin, 'Vespa italiana');
    removals.push(mine.remove);
    const rider = await createAccount(request);
    await bookAsRider(request, rider, {
      motorcycle: mine.motorcycle,
      date: daysAhead(15),
      hours: 2,
      city: uniqueCity('Roma'),
    });

    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeVisible();

    await page.goto('/admin/today');
    await expect(page.getByRole('heading', { name: 'Oggi', exact: true })).toBeVisible();
    await expect(page.getByText(/^Al banco, /)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Consegne \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Rientri in ritardo \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText(/^Caricamento/)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expectNoAxeViolations(page, 'Today, in Italian, at 375 px');

    await page.goto(`/admin/reservations?motorcycle_id=${mine.motorcycle.id}`);
    await expect(page.getByRole('heading', { name: 'Tutte le prenotazioni' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: '1 prenotazione, dalla più vicina' }),
    ).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filtra le prenotazioni' })).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: `Annulla ${mine.motorcycle.name} di ${rider.name}`,
        exact: false,
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'All reservations, in Italian, at 375 px');
  });
});

test('an account keeps its language: chosen in one browser, shown after a login in another', async ({
  browser,
  page,
  request,
}) => {
  const rider = await createAccount(request);
  await logIn(page, rider);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(menu.getByRole('button', { name: 'Esci' })).toBeVisible();
  await menu.getByRole('button', { name: 'Esci' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'SÌ' }).click();
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();

  // A fresh browser, in English, with nothing kept.
  const context = await browser.newContext({ locale: 'en-US', baseURL: URLS.shell });
  const fresh = await context.newPage();
  await logIn(fresh, rider);
  await expect(
    fresh
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('button', { name: 'Esci' }),
  ).toBeVisible();
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'it');
  await context.close();
});
