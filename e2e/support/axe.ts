import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules (shared-ui/README.md, "Accessibility"). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Scans the page as it is now with axe-core and fails with each violation's rule, help and the
 * elements it found, so a regression names what broke. `screen` says which state was scanned.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  // A card still fading in has its text at part opacity: scan the screen as it settles.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // One run in the page itself: the product has no frames, and the default (a partial run per
  // frame, finished in a new blank page) spends about a second a scan opening that page.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
