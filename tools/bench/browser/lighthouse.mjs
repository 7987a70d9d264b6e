// Lighthouse mobile performance and accessibility of one page, in a fresh Chromium profile.
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './product.mjs';
import { chromium } from 'playwright-core';
import { SESSION_KEY } from './pages.mjs';

export async function lighthouseRun(url, session) {
  const chrome = await launchChrome({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(`${new URL(url).origin}/remotes.json`);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [SESSION_KEY, session],
      );
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(session),
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (
      lhr.finalDisplayedUrl &&
      new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname
    ) {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
    }
    const failing = lhr.categories.accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      failing,
    };
  } finally {
    chrome.kill();
  }
}
