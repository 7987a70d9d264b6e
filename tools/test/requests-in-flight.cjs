// @ts-check
// "No request in flight for a while", the rule of Playwright's 'networkidle', for pages that keep
// requesting after their load (which 'networkidle' does not see). Used by the browser suite
// (e2e/support/network.ts) and the benchmark (bench/browser/pages.mjs).

/**
 * Starts counting `page`'s requests. `quietMs()` is how long no request has been in flight
 * (0 while one is); `pending()` names those in flight; `stop()` stops counting.
 * @param {import('playwright-core').Page} page
 */
function watchRequests(page) {
  /** @type {Set<import('playwright-core').Request>} */
  const inFlight = new Set();
  let lastEnded = Date.now();
  /** @param {import('playwright-core').Request} request */
  const started = (request) => {
    // A new document in the page abandons the old one's requests, and Chromium does not always
    // report their end: they are no longer the page's.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) inFlight.clear();
    inFlight.add(request);
  };
  /** @param {import('playwright-core').Request} request */
  const ended = (request) => {
    if (inFlight.delete(request)) lastEnded = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quietMs: () => (inFlight.size > 0 ? 0 : Date.now() - lastEnded),
    pending: () => [...inFlight].map((request) => `${request.method()} ${request.url()}`),
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

module.exports = { watchRequests };
