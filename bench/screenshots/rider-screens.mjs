// The rider's pictures: login, the carousel (desktop and phone), a scooter's details, the reserve
// form (a free day with its total, and a taken day flagged beside when the Vespa is taken), My
// reservations (desktop, and a phone's cards) and its cancel question. Nothing is sent but one
// booking (see `book`).
import { fullPage, logIn, newPage, shoot, step } from './camera.mjs';
import { freeAndTakenDays, signedIn } from './shop-api.mjs';

/**
 * `shop`: { shell, api, timeZone, rider: { email, password }, book }. With `book`, a rider who
 * has no reservation books the free day the reserve form shows, so My reservations shows a row.
 */
export async function riderScreens(browser, shop) {
  const { shell, api, timeZone, rider } = shop;
  const page = await newPage(browser, { timeZone });
  const call = await signedIn(api, rider);

  await step('login', async () => {
    await page.goto(`${shell}/login`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await shoot(page, 'login');
  });

  await logIn(page, shell, rider);
  await step('carousel', async () => {
    await page.locator('main a[href^="/motorcycle/"]:visible').first().waitFor();
    await shoot(page, 'carousel');
  });

  let motorcycleId;
  await step('detail', async () => {
    await page.locator('main a[href^="/motorcycle/"]:visible').first().click();
    await page.waitForURL(/\/motorcycle\/\d+$/);
    motorcycleId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: 'Book now' }).waitFor();
    await shoot(page, 'detail');
  });

  const days = await freeAndTakenDays(call, motorcycleId ?? 1, timeZone);
  // A single day from `start` (10:00 unless said), for 3 h 30 min.
  const fillDay = async (date, start = '10:00') => {
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByLabel('Start time', { exact: true }).fill(start);
    await page.getByLabel('Hours', { exact: true }).fill('3');
    await page.getByLabel('Minutes', { exact: true }).fill('30');
  };

  await step('reserve form', async () => {
    await page.getByRole('button', { name: 'Book now' }).click();
    await page.waitForURL(/\/reserve\/new$/);
    await page.getByText(/is booked at these times|Free for the next/).waitFor();
    await page.getByLabel('City').fill('Rome');
    await fillDay(days.free);
    await page.getByRole('button', { name: 'Book Now' }).waitFor();
    await fullPage(page, () => shoot(page, 'reserve'));
  });

  await step('reserve form, a taken day', async () => {
    if (!days.taken) throw new Error('the scooter is free every day: nothing to flag');
    await fillDay(days.taken, days.takenAt);
    await page.getByText('Taken at that time').waitFor();
    await fullPage(page, () => shoot(page, 'reserve-availability'));
  });

  await step('reservations', async () => {
    const { data = [] } = await call('GET', '/api/v1/reservations/');
    if (shop.book && data.length === 0) {
      await fillDay(days.free);
      await page.getByRole('button', { name: 'Book Now' }).click();
      await page.getByRole('button', { name: 'Book Now' }).waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Your Vespa is booked' }).waitFor();
    }
    // The menu's entry: the confirmation has a link of that name too.
    await page.getByRole('link', { name: 'My reservations' }).first().click();
    await page.waitForURL(/\/reservations$/);
    await page.getByRole('heading', { name: 'My reservations' }).waitFor();
    await page.getByRole('table').waitFor();
    await shoot(page, 'reservations');
  });

  await step('cancel question', async () => {
    await page
      .getByRole('button', { name: /^Cancel the reservation of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await shoot(page, 'cancel-reservation', { keepFocus: true });
    await dialog.getByRole('button', { name: 'NO' }).click();
  });
  await page.context().close();

  const phonePage = await newPage(browser, { timeZone, phone: true });
  await step('phone carousel', async () => {
    await logIn(phonePage, shell, rider);
    await phonePage.locator('main a[href^="/motorcycle/"]:visible').first().waitFor();
    await shoot(phonePage, 'carousel-phone');
  });
  await step('phone reservations', async () => {
    await phonePage.getByRole('button', { name: 'Open menu' }).click();
    await phonePage.getByRole('link', { name: 'My reservations' }).click();
    await phonePage.waitForURL(/\/reservations$/);
    await phonePage.getByRole('table').waitFor();
    await shoot(phonePage, 'reservations-phone');
  });
  await phonePage.context().close();
}
