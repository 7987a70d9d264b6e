// Lighthouse mobile performance and accessibility of one page, in a fresh Chromium profile.
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tools/test/chromium.cjs';
import { chromium } from 'playwright-core';
import { SESSION_KEY } from './pages.mjs';

/** The largest contentful paint's element (its label) and its phases, in ms, as Lighthouse gives them. */
function lcpElement(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (tables[1]?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]),
  );
  return { element: node ? node.nodeLabel || node.snippet : 'none', phases };
}

/**
 * One Lighthouse run (mobile, its default simulated throttling) in a fresh Chromium profile
 * whose browser speaks `language` (its navigator.languages and Accept-Language, as a tourist's
 * phone). With a session, it is written into the fresh profile's localStorage first (on a
 * same-origin JSON URL, so no app code is cached), and Lighthouse is told not to reset storage.
 */
export async function lighthouseRun(url, session, language = 'en-US') {
  const chrome = await launchChrome({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      `--lang=${language}`,
      `--accept-lang=${language}`,
      ...CHROMIUM_ARGS,
    ],
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
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      lcpElement: lcpElement(lhr),
      // Lighthouse's measure of the host's CPU: its 4× slowdown stands for a slow phone on a host
      // of 1,500–2,000; a busy host reads lower, and every page's figures drop with it.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      failing,
    };
  } finally {
    chrome.kill();
  }
}
