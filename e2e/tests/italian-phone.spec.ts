import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { bookThroughApi, farFutureDate, motorcycleId, uniqueCity } from '../support/booking';
import { sidewaysScroll } from '../support/sideways';

// Italian's longer words on a 375 px phone (issue 34): every screen the English scans of
// accessibility.spec.ts cover, read in Italian, where a label that wraps or overflows can break
// contrast or a target's size, and a sentence missing from a catalogue shows up. Login, signup,
// the menu, the reserve form, My reservations, Today and All reservations are scanned in
// languages.spec.ts. A few scans a test: each takes about five seconds on a loaded CI machine.
test.use({ locale: 'it-IT', viewport: { width: 375, height: 740 } });

/** The page is the Italian one, its heading `name` shown. */
async function expectItalianHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
}

test.describe('an Italian rider: axe finds nothing', () => {
  test('on the carousel, a scooter’s page and the Vespas free for a time', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const rider = await createAccount(request);
    const gts = await motorcycleId(request, rider, 'Vespa GTS');
    await logIn(page, rider);
    await expectItalianHeading(page, 'ULTIMI MODELLI');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the carousel, in Italian, at 375 px');

    await page.goto(`/motorcycle/${gts}`);
    await expectItalianHeading(page, 'Vespa GTS');
    await expect(page.getByRole('button', { name: 'Prenota ora' })).toBeVisible();
    await expectNoAxeViolations(page, 'a scooter’s page, in Italian, at 375 px');

    const day = farFutureDate();
    await page.goto(`/motorcycles?from=${day}T10:00&to=${day}T13:00`);
    await expectItalianHeading(page, 'ULTIMI MODELLI');
    await expect(page.getByText(/Vespa (è libera|sono libere) in quell’orario\./)).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/per il tuo orario$/).first()).toBeVisible();
    await expectNoAxeViolations(page, 'the Vespas free for a time, in Italian, at 375 px');
  });

  test('on a booking’s confirmation and My account', async ({ page, request }) => {
    test.setTimeout(90_000);
    const rider = await createAccount(request);
    const booking = await bookThroughApi(request, rider, {
      motorcycleId: await motorcycleId(request, rider, 'Vespa GTS'),
      date: farFutureDate(),
      hours: 2,
      city: uniqueCity('Roma'),
    });
    await logIn(page, rider);
    await page.goto(`/reservations/${booking.id}`);
    await expectItalianHeading(page, 'La tua Vespa è prenotata');
    await expect(page.getByText('Il tuo riferimento:')).toContainText(String(booking.id));
    await expect(page.getByRole('main').locator('address')).toBeVisible();
    await expectNoAxeViolations(page, 'the booking confirmation, in Italian, at 375 px');

    await page.goto('/account');
    await expectItalianHeading(page, 'Il mio account');
    await expect(
      page.getByRole('region', { name: 'I tuoi dati', exact: true }).getByLabel('Nome e cognome'),
    ).toHaveValue(rider.name);
    await expectNoAxeViolations(page, 'My account, in Italian, at 375 px');
  });

  test('on the not-found page and the administrators’ refusal', async ({ page, request }) => {
    test.setTimeout(90_000);
    await logIn(page, await createAccount(request));
    await page.goto('/no/such/page');
    await expectItalianHeading(page, 'Pagina non trovata');
    await expect(page.getByRole('link', { name: 'Guarda le moto' })).toBeVisible();
    await expectNoAxeViolations(page, 'the not-found page, in Italian, at 375 px');

    await page.goto('/delete');
    await expectItalianHeading(page, 'Solo per amministratori');
    await expect(page.getByRole('link', { name: 'Torna alle moto' })).toBeVisible();
    await expectNoAxeViolations(page, 'Administrators only, in Italian, at 375 px');
  });
});

test.describe('an Italian administrator: axe finds nothing', () => {
  test('on Add a motorcycle, empty and refused, and Edit a motorcycle', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await createAccount(request, true);
    const gts = await motorcycleId(request, admin, 'Vespa GTS');
    await logIn(page, admin);
    await page.goto('/motorcycle/new');
    await expectItalianHeading(page, 'Aggiungi una moto');
    await expectNoAxeViolations(page, 'Add a motorcycle, in Italian, at 375 px');
    await page.getByRole('main').getByRole('button', { name: 'Aggiungi moto' }).click();
    await expect(page.getByText('Nome: campo obbligatorio')).toBeVisible();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectNoAxeViolations(page, 'Add a motorcycle with its errors, in Italian, at 375 px');

    await page.goto(`/motorcycle/${gts}/edit`);
    await expectItalianHeading(page, 'Modifica una moto');
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Vespa GTS');
    await expect(page.getByRole('region', { name: 'Officina' })).toBeVisible();
    await expectNoAxeViolations(page, 'Edit a motorcycle, in Italian, at 375 px');
  });

  test('on Delete a motorcycle, its question, and the fleet timeline', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await createAccount(request, true);
    const gts = await motorcycleId(request, admin, 'Vespa GTS');
    const day = farFutureDate();
    await bookThroughApi(request, admin, {
      motorcycleId: gts,
      date: day,
      hours: 1,
      city: uniqueCity('Lucca'),
    });
    await logIn(page, admin);
    await page.goto('/delete');
    await expectItalianHeading(page, 'Elimina una moto');
    const deleteGts = page.getByRole('button', { name: 'Elimina Vespa GTS', exact: true });
    await expect(deleteGts).toBeVisible();
    await expectNoAxeViolations(page, 'Delete a motorcycle, in Italian, at 375 px');
    await deleteGts.click();
    const question = page.getByRole('dialog');
    await expect(question).toContainText('Vuoi davvero eliminare questa moto?');
    await expectNoAxeViolations(page, 'the delete question, in Italian, at 375 px');
    await question.getByRole('button', { name: 'NO' }).click();
    await expect(question).toBeHidden();

    await page.goto(`/admin/fleet?week=${day}&scooter=${gts}`);
    await expectItalianHeading(page, 'Calendario della flotta');
    await expect(page.getByText(admin.name, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Caricamento/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'the fleet timeline, in Italian, at 375 px');
  });

  test('on People, every label within its card', async ({ page, request }) => {
    await logIn(page, await createAccount(request, true));
    await page.goto('/admin/people');
    await expectItalianHeading(page, 'Persone');
    await expect(page.locator('td[data-label]').first()).toBeVisible();
    // A column's name is written above its value in each card: none may run out of its cell
    // ("MANCATE PRESENTAZIONI" above a count did, cut at the screen's edge).
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('td[data-label]')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth)
        .map((cell) => cell.getAttribute('data-label')),
    );
    expect(overflowing).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectNoAxeViolations(page, 'People, in Italian, at 375 px');
  });

  test('on Reports, Shop settings and Mail', async ({ page, request }) => {
    test.setTimeout(90_000);
    await logIn(page, await createAccount(request, true));
    await page.goto('/admin/reports');
    await expectItalianHeading(page, 'Report');
    await expect(page.getByRole('table', { name: 'Per moto e mese' })).toBeVisible();
    await expectNoAxeViolations(page, 'Reports, in Italian, at 375 px');

    await page.goto('/admin/settings');
    await expectItalianHeading(page, 'Impostazioni del negozio');
    await expect(page.getByLabel('Indirizzo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salva', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'Shop settings, in Italian, at 375 px');

    await page.goto('/admin/mail');
    await expectItalianHeading(page, 'Posta');
    const section = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
    await expect(section('Non recapitate')).toBeVisible();
    await expect(section('In attesa di invio')).toBeVisible();
    await expect(page.getByText(/^Caricamento/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'Mail, in Italian, at 375 px');
  });
});
