// Debian's Chromium (tools/test/chromium.cjs) driven by Playwright, as every browser benchmark and
// the screenshots launch it (Lighthouse starts its own: ./lighthouse.mjs).
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tools/test/chromium.cjs';

/** Runs `use(browser)` in a Chromium of its own, closed after; resolves with what `use` does. */
export async function withChromium(use) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}
