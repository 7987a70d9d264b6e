import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn } from '../support/accounts';
import {
  addMotorcycle,
  carousel,
  deleteMotorcycle,
  demoAdminToken,
  stepToCard,
  visibleCards,
} from '../support/catalog';
import { sidewaysScroll } from '../support/sideways';

test.use({ viewport: { width: 1280, height: 800 } });

async function signInAsNewRider(page: Page) {
  await logIn(page, await createAccount(page.request));
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
  await expect(page.getByText('Please select a Vespa Model')).toBeVisible();
}

test('the carousel shows 3 cards at 1280 px and 1 at 375 px', async ({ page }) => {
  await signInAsNewRider(page);
  await expect(visibleCards(page)).toHaveCount(3);
  for (const card of await visibleCards(page).all()) {
    await expect(card).toBeInViewport();
    await expect(card.getByRole('img')).toBeVisible();
  }

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(visibleCards(page)).toHaveCount(1);
  await expect(visibleCards(page).first()).toBeInViewport();
  await expect(carousel(page).getByRole('button', { name: 'Next motorcycles' })).toBeVisible();
  // Nothing sticks out sideways on a phone.
  expect(await sidewaysScroll(page)).toBe(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(visibleCards(page)).toHaveCount(3);
});

test('the right arrow steps the carousel by one; the left arrow is disabled at the start', async ({
  page,
}) => {
  await signInAsNewRider(page);
  const names = visibleCards(page).getByRole('heading');
  await expect(names).toHaveCount(3);
  const [first, second, third] = await names.allTextContents();
  const previous = carousel(page).getByRole('button', { name: 'Previous motorcycles' });
  const next = carousel(page).getByRole('button', { name: 'Next motorcycles' });
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(names).toHaveCount(3);
  await expect(names.nth(0)).toHaveText(second as string);
  await expect(names.nth(1)).toHaveText(third as string);
  await expect(names).not.toContainText([first as string]);
  await expect(previous).toBeEnabled();

  await previous.click();
  await expect(names).toHaveText([first, second, third] as string[]);
  await expect(previous).toBeDisabled();
});

test('Enter on a focused card opens its detail page', async ({ page }) => {
  await signInAsNewRider(page);
  const link = visibleCards(page).first().getByRole('link');
  const name = (await link.textContent()) as string;
  const href = (await link.getAttribute('href')) as string;
  expect(href).toMatch(/^\/motorcycle\/\d+$/);

  // Keyboard navigation: from the Previous arrow, Tab reaches the first card.
  await carousel(page).getByRole('button', { name: 'Previous motorcycles' }).focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  // The focus ring is drawn around the whole card.
  const ring = await link.evaluate((el) => getComputedStyle(el, '::after').outlineStyle);
  expect(ring).toBe('solid');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a motorcycle whose image does not load shows the placeholder', async ({ page }) => {
  const token = await demoAdminToken(page.request);
  const broken = await addMotorcycle(page.request, token, {
    imageLink: 'http://localhost:9/missing.png',
  });
  try {
    await signInAsNewRider(page);
    const card = await stepToCard(page, broken.name);
    await expect(
      card.getByRole('img', { name: `${broken.name}: image not available` }),
    ).toBeVisible();
    await expect(card.getByText('Image not available')).toBeVisible();
    // Its neighbours keep their real pictures.
    await expect(visibleCards(page).getByText('Image not available')).toHaveCount(1);
  } finally {
    await deleteMotorcycle(page.request, token, broken.id);
  }
});

test('the detail page shows prices in dollars, survives a reload and books this motorcycle', async ({
  page,
}) => {
  const token = await demoAdminToken(page.request);
  const motorcycle = await addMotorcycle(page.request, token, {
    color: 'Giallo Sole',
    price: 12345.6,
    bookingPricePerHour: 9.5,
  });
  try {
    await signInAsNewRider(page);
    await page.goto(`/motorcycle/${motorcycle.id}`);
    await page.reload();

    await expect(page.getByRole('heading', { level: 1, name: motorcycle.name })).toBeVisible();
    await expect(page.getByRole('img', { name: motorcycle.name })).toBeVisible();
    const valueOf = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(valueOf('Model')).toHaveText(motorcycle.model);
    await expect(valueOf('Brand')).toHaveText('Vespa');
    await expect(valueOf('Color')).toHaveText('Giallo Sole');
    await expect(valueOf('Sale Price')).toHaveText('$12,345.60');
    await expect(valueOf('B. Price per hour')).toHaveText('$9.50');
    await expect(page.getByText('Added by the catalog browser tests.')).toBeVisible();

    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page).toHaveURL(/\/reserve\/new$/);
    await expect(page.getByRole('heading', { name: 'Reserve a Vespa' })).toBeVisible();
    const select = page.getByLabel('Motorcycle', { exact: true });
    await expect(select).toHaveAttribute('aria-readonly', 'true');
    await expect(select).toHaveValue(String(motorcycle.id));

    await page.goBack();
    await page.getByRole('link', { name: 'Back to motorcycles' }).click();
    await expect(page).toHaveURL(/\/motorcycles$/);
    await expect(visibleCards(page)).toHaveCount(3);
  } finally {
    await deleteMotorcycle(page.request, token, motorcycle.id);
  }
});

test('an unknown motorcycle id shows a clear not-found message with a way back', async ({
  page,
}) => {
  await signInAsNewRider(page);
  await page.goto('/motorcycle/987654321');
  await expect(page.getByRole('heading', { name: 'Motorcycle not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to motorcycles' }).click();
  await expect(page.getByRole('heading', { name: 'LATEST MODELS' })).toBeVisible();
});
