// The Italian pictures: a rider in an Italian browser on a 375 px phone, the carousel and the
// reserve form with a free day and its total (as reserve.png). Nothing is sent.
import { logIn, newPage, shoot, step } from './camera.mjs';
import { freeAndTakenDays, signedIn } from './shop-api.mjs';

/** `shop`: { shell, api, timeZone, rider: { email, password } }. */
export async function italianScreens(browser, shop) {
  const { shell, api, timeZone, rider } = shop;
  const page = await newPage(browser, { timeZone, phone: true, locale: 'it-IT' });
  const call = await signedIn(api, rider);

  await step('Italian phone carousel', async () => {
    await logIn(page, shell, rider, { button: 'Accedi', heading: 'ULTIMI MODELLI' });
    await page.locator('main a[href^="/motorcycle/"]:visible').first().waitFor();
    await shoot(page, 'carousel-phone-it');
  });

  await step('Italian phone reserve form', async () => {
    await page.locator('main a[href^="/motorcycle/"]:visible').first().click();
    await page.waitForURL(/\/motorcycle\/\d+$/);
    const motorcycleId = Number(new URL(page.url()).pathname.split('/').pop());
    const days = await freeAndTakenDays(call, motorcycleId, timeZone);
    await page.getByRole('button', { name: 'Prenota ora' }).click();
    await page.waitForURL(/\/reserve\/new$/);
    await page.getByText(/è occupata in questi orari|Libera per le prossime/).waitFor();
    await page.getByLabel('Città').fill('Roma');
    await page.getByLabel('Data', { exact: true }).fill(days.free);
    await page.getByLabel('Ore', { exact: true }).fill('3');
    await page.getByLabel('Minuti', { exact: true }).fill('30');
    await page.getByRole('button', { name: 'Prenota ora' }).waitFor();
    await shoot(page, 'reserve-phone-it', { fullPage: true });
  });
  await page.context().close();
}
