import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { URLS } from '../support/env';
import { downloadedBytes, readCsv, readEvents } from '../support/files';
import { bookAsRider, daysAhead, ownMotorcycle, uniqueTag } from '../support/operations-admin';

/** An entry of the shell's menu. */
const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

const removals: Array<() => Promise<void>> = [];

test.afterEach(async () => {
  // Motorcycles this test added leave the catalogue; their reservations stay readable.
  while (removals.length > 0) await removals.pop()!();
});

test('an administrator reads a month of the report and downloads it as CSV that a spreadsheet opens safely', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, true);
  const mine = await ownMotorcycle(request, admin, 'Report Vespa');
  const formula = await ownMotorcycle(request, admin, '=HYPERLINK("http://x","Get paid")');
  removals.push(mine.remove, formula.remove);
  const rider = await createAccount(request);
  // Two rides in one month, some weeks ahead: 2 h and 3 h at $10 an hour.
  const first = daysAhead(60);
  const month = first.slice(0, 7);
  const second = `${month}-${first.slice(8) === '01' ? '02' : '01'}`;
  const city = `Lecce ${uniqueTag()}`;
  await bookAsRider(request, rider, { motorcycle: mine.motorcycle, date: first, hours: 2, city });
  await bookAsRider(request, rider, { motorcycle: mine.motorcycle, date: second, hours: 3, city });
  await bookAsRider(request, rider, {
    motorcycle: formula.motorcycle,
    date: first,
    hours: 1,
    city,
  });

  await logIn(page, admin);
  await menu(page, 'Reports').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const months = page.getByRole('form', { name: 'Months of the report' });
  await months.getByLabel('From').fill(month);
  await months.getByLabel('To').fill(month);
  await months.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reports\\?from=${month}&to=${month}$`));

  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const hours = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate() * 24;
  const table = page.getByRole('table', { name: 'By motorcycle and month' });
  const row = table.getByRole('row').filter({ hasText: mine.motorcycle.name });
  const monthName = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, monthNumber - 1, 1));
  await expect(row.getByRole('cell')).toHaveText([
    monthName,
    '2',
    '0',
    '5',
    '0',
    `${((5 / hours) * 100).toFixed(1)}%`,
    '$50.00',
  ]);
  await expect(
    page.getByRole('figure', { name: 'Revenue and utilisation by month' }).getByRole('table'),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`vespa-report-${month}-to-${month}.csv`);
  const bytes = await downloadedBytes(download);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = readCsv(bytes);
  expect(records.find((record) => record.motorcycle_name === mine.motorcycle.name)).toMatchObject({
    month,
    motorcycle_id: String(mine.motorcycle.id),
    reservations: '2',
    cancellations: '0',
    booked_hours: '5',
    revenue: '50.00',
  });
  // The name an administrator typed as a formula arrives as text.
  const injected = records.find((record) => record.motorcycle_id === String(formula.motorcycle.id));
  expect(injected?.motorcycle_name).toBe(`'${formula.motorcycle.name}`);
  expect(injected?.revenue).toBe('10.00');
});

test("a rider saves a ride's .ics and copies the private feed of their rides, which a new link replaces and Turn off ends", async ({
  page,
  context,
  request,
}) => {
  const admin = await createAccount(request, true);
  const mine = await ownMotorcycle(request, admin, 'Calendar Vespa');
  removals.push(mine.remove);
  const rider = await createAccount(request);
  const city = `Bari ${uniqueTag()}`;
  const date = daysAhead(40);
  const ride = await bookAsRider(request, rider, {
    motorcycle: mine.motorcycle,
    date,
    hours: 2,
    city,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: URLS.shell });

  await logIn(page, rider);
  await menu(page, 'My reservations').click();
  const row = page.getByRole('row').filter({ hasText: city });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Add to calendar/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`vespa-ride-${ride.id}.ics`);
  const [event] = readEvents((await downloadedBytes(download)).toString('utf8'));
  // The ride happens at the shop: its name and address (GET /api/v1/shop).
  const shop = (await (await request.get(`${URLS.api}/api/v1/shop`)).json()).data;
  expect(event).toEqual({
    uid: `reservation-${ride.id}@rides.vespa-rentals`,
    summary: mine.motorcycle.name,
    location: [shop.name, shop.address].filter(Boolean).join(', '),
    start: date,
    wholeDay: true,
  });

  const feed = page.getByRole('region', { name: 'Your rides in your calendar' });
  await feed.getByRole('button', { name: 'Subscribe in your calendar app' }).click();
  const link = feed.getByRole('textbox', { name: 'Your private calendar link' });
  await expect(link).toHaveValue(new RegExp(`^${URLS.api}/api/v1/calendar/feed/.+\\.ics$`));
  const url = await link.inputValue();
  await feed.getByRole('button', { name: 'Copy link' }).click();
  await expect(feed.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A calendar app asks with the address alone.
  const answer = await request.get(url);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(readEvents(await answer.text()).map((found) => found.uid)).toEqual([event!.uid]);

  await feed.getByRole('button', { name: 'Replace link' }).click();
  await expect(feed.getByText('This is a new link: the one before no longer works.')).toBeVisible();
  await expect(link).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);
  const replacement = await link.inputValue();
  expect((await request.get(replacement)).status()).toBe(200);

  // Turned off, after a question: the address stops working at once.
  await feed.getByRole('button', { name: 'Turn off your calendar link' }).click();
  const question = page.getByRole('dialog', { name: 'Turn off your calendar link?' });
  await question.getByRole('button', { name: 'YES' }).click();
  await expect(
    feed.getByText('Calendar link turned off: it no longer shows your rides.'),
  ).toBeVisible();
  await expect(feed.getByRole('button', { name: 'Subscribe in your calendar app' })).toBeFocused();
  await expect(link).toHaveCount(0);
  expect((await request.get(replacement)).status()).toBe(404);
});
