import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import { menuLink } from '../support/booking';
import { visibleCards } from '../support/catalog';
import { exposeChunk } from '../support/deploys';
import { SPARE_PORTS, URLS } from '../support/env';
import { startFaultyRemote, type FaultyRemote } from '../support/faultyRemote';
import { startShell, type RunningServer } from '../support/servers';

// A shell of this file's own whose catalog and booking are the suite's, behind proxies that fail
// on cue (e2e/support/faultyRemote.ts).
let catalog: FaultyRemote;
let booking: FaultyRemote;
let shell: RunningServer;

test.beforeAll(async () => {
  const ports = SPARE_PORTS.composition;
  catalog = await startFaultyRemote(URLS.catalog, ports.catalog);
  booking = await startFaultyRemote(URLS.booking, ports.booking);
  shell = await startShell(ports.shell, { catalog: catalog.url, booking: booking.url });
});

test.afterEach(() => {
  catalog.reset();
  booking.reset();
});

test.afterAll(async () => {
  await shell?.stop();
  await catalog?.stop();
  await booking?.stop();
});

const ENTRY = /\/remoteEntry\.js$/;

function fallback(page: Page): Locator {
  return page.getByRole('heading', { name: 'This part of the app could not be loaded' });
}

async function logInAsRider(page: Page): Promise<void> {
  await logIn(page, await createAccount(page.request), shell.url);
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
}

/** Opens the detail page of the first motorcycle the carousel shows; returns its name. */
async function openFirstDetail(page: Page): Promise<string> {
  const link = visibleCards(page).first().getByRole('link').first();
  const name = (await link.textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await link.click();
  return name;
}

/** The detail page's own chunk, by its name in the catalog's build. */
async function detailChunk(): Promise<RegExp> {
  const file = await exposeChunk('mf-catalog', 'DetailPage');
  return new RegExp(`/${file.replace(/\./g, '\\.')}$`);
}

test('a remote entry that answers 503 once and a page chunk that answers 500 once: both pages show, no Retry asked', async ({
  page,
}) => {
  await logInAsRider(page);
  booking.fail(ENTRY, 503, 1);
  await menuLink(page, 'Reserve Form').click();
  await expect(page.getByRole('heading', { name: 'Reserve a Vespa' })).toBeVisible();
  expect(booking.requests(ENTRY)).toBe(2);

  await menuLink(page, 'Motorcycles').click();
  const chunk = await detailChunk();
  catalog.fail(chunk, 500, 1);
  const name = await openFirstDetail(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(catalog.requests(chunk)).toBe(2);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

/**
 * The rider waits, a (fake) second at a time and at most `seconds`, for `shown` to appear: the
 * page's clock is paused, so only this waiting moves its timers on.
 */
async function riderWaitsAtMost(page: Page, seconds: number, shown: Locator): Promise<void> {
  for (let waited = 0; waited <= seconds; waited += 1) {
    const visible = await shown.waitFor({ state: 'visible', timeout: 250 }).then(
      () => true,
      () => false,
    );
    if (visible) return;
    await page.clock.fastForward(1000);
  }
  throw new Error(`Nothing was shown after the rider waited ${seconds} s`);
}

test('a hung remote: the fallback with Retry shows within 25 s, the rest keeps working, Retry loads it once it answers', async ({
  page,
}) => {
  await page.clock.install();
  await logInAsRider(page);
  booking.fail(/./, 'hang');
  await page.clock.pauseAt(Date.now() + 1000);
  await menuLink(page, 'Reserve Form').click();
  await expect.poll(() => booking.requests(ENTRY)).toBeGreaterThan(0);
  await riderWaitsAtMost(page, 25, fallback(page));
  await page.clock.resume();

  await menuLink(page, 'Motorcycles').click();
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  booking.heal();
  await menuLink(page, 'Reserve Form').click();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Reserve a Vespa' })).toBeVisible();
});

for (const status of [404, 500] as const) {
  test(`a page chunk answering ${status}: the fallback with Retry after one more try, the rest keeps working, Retry loads it once it answers`, async ({
    page,
  }) => {
    await logInAsRider(page);
    const chunk = await detailChunk();
    catalog.fail(chunk, status);
    const name = await openFirstDetail(page);
    await expect(fallback(page)).toBeVisible();
    expect(catalog.requests(chunk)).toBe(2);

    await menuLink(page, 'Reserve Form').click();
    await expect(page.getByRole('heading', { name: 'Reserve a Vespa' })).toBeVisible();
    await page.goBack();
    await expect(fallback(page)).toBeVisible();
    catalog.heal();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
}

test('catalog down after login: the carousel already shown keeps working, a detail page shows the fallback, booking works, Retry once it is back', async ({
  page,
}) => {
  await logInAsRider(page);
  catalog.fail(/./, 'drop');
  const name = await openFirstDetail(page);
  await expect(fallback(page)).toBeVisible();

  await menuLink(page, 'Motorcycles').click();
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  await expect(visibleCards(page).first()).toBeVisible();
  await menuLink(page, 'My reservations').click();
  await expect(page.getByRole('heading', { name: 'My reservations' })).toBeVisible();

  catalog.heal();
  await page.goBack();
  await page.goBack();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
