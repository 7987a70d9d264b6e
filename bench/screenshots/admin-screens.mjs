// The administrator's pictures: the add form (filled in, never sent), the delete question
// (answered NO), the edit form (never saved), All reservations from today, and the shop's desk:
// Today and the fleet timeline of this week.
import { fullPage, logIn, newPage, shoot, step, withHeight } from './camera.mjs';
import { shopDate } from './shop-api.mjs';

/** `shop`: { shell, timeZone, admin: { email, password } }. */
export async function adminScreens(browser, shop) {
  const { shell, timeZone } = shop;
  const page = await newPage(browser, { timeZone });
  await logIn(page, shell, shop.admin, { heading: /^Today$/, landing: /\/admin\/today$/ });

  await step('add form', async () => {
    await page.getByRole('link', { name: 'Add motorcycle' }).click();
    await page.getByRole('heading', { name: 'Add a motorcycle' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Vespa Elettrica RS');
    await page.getByLabel('Model', { exact: true }).fill('Elettrica 70 km/h');
    await page.getByLabel('Brand', { exact: true }).fill('Vespa');
    await page.getByLabel('Color', { exact: true }).fill('Grigio Luce');
    await page.getByLabel('Chassis number').fill('ZAPC5360000009999');
    await page.getByLabel('Booking price per hour').fill('16.5');
    await page.getByLabel('Price', { exact: true }).fill('7299.9');
    // One of the api's own pictures, as the catalogue's are: the address of no one machine.
    await page.getByLabel('Image link').fill('/images/elettrica.svg');
    await page.getByLabel(/^Description/).fill('Silent, zero-emission city rides.');
    await page.getByRole('img', { name: 'Preview of the image link' }).waitFor();
    await fullPage(page, () => shoot(page, 'add-motorcycle'));
  });

  await step('delete modal', async () => {
    await page.getByRole('link', { name: 'Delete motorcycle' }).click();
    await page.getByRole('heading', { name: 'Delete a motorcycle' }).waitFor();
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await shoot(page, 'delete-modal', { keepFocus: true });
    await dialog.getByRole('button', { name: 'NO' }).click();
  });

  await step('edit form', async () => {
    await page.getByRole('link', { name: 'Delete motorcycle' }).click();
    await page.getByRole('heading', { name: 'Delete a motorcycle' }).waitFor();
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await page.waitForURL(/\/motorcycle\/\d+\/edit$/);
    await page.getByRole('heading', { name: 'Edit a motorcycle' }).waitFor();
    await page.getByRole('img', { name: 'Preview of the image link' }).waitFor();
    await fullPage(page, () => shoot(page, 'edit-motorcycle'));
  });

  await step('all reservations', async () => {
    await page.getByRole('link', { name: 'All reservations' }).click();
    await page.waitForURL(/\/admin\/reservations/);
    await page.getByRole('heading', { name: 'All reservations' }).waitFor();
    // The shop's day, as the desk would look it up; else the list opens at its first ride ever.
    await page.getByLabel('From', { exact: true }).fill(shopDate(timeZone));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/from=/);
    // The table, or the empty state of a deployment nobody has booked on yet.
    await page.getByRole('table').or(page.getByText('Upss! There is no Reserves')).waitFor();
    // The filters and the first rows of the day; the whole page of 50 would be 5,000 px tall.
    await withHeight(page, 1400, () => shoot(page, 'admin-reservations'));
  });

  await step('today', async () => {
    await page.getByRole('link', { name: 'Today' }).click();
    await page.waitForURL(/\/admin\/today$/);
    await page.getByRole('heading', { name: /^Overdue returns/ }).waitFor();
    // The desk's first screen: what is late, then the first pickups and returns of the day.
    await shoot(page, 'today');
  });

  await step('fleet timeline', async () => {
    await page.getByRole('link', { name: 'Fleet timeline' }).click();
    await page.waitForURL(/\/admin\/fleet/);
    await page.getByRole('grid').waitFor();
    await fullPage(page, () => shoot(page, 'fleet'), { scroller: '.admin-fleet__area' });
  });

  await page.context().close();
}
