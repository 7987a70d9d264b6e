// @ts-check
// "No request in flight for a while", the rule of Playwright's 'networkidle', for pages that keep
// requesting after their load (which 'networkidle' does not see). Used by the browser suite
// (e2e/support/network.ts) and the benchmark (bench/browser/pages.mjs).

/**
 * Starts counting `page`'s requests. `quietMs()` is how long no request has been in flight
 * (0 while one is); `stop()` stops counting.
 * @param {import('playwright-core').Page} page
 */
function watchRequests(page) {
  let inFlight = 0;
  let lastEnded = Date.now();
  const started = () => {
    inFlight += 1;
  };
  const ended = () => {
    inFlight -= 1;
    lastEnded = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quietMs: () => (inFlight > 0 ? 0 : Date.now() - lastEnded),
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

module.exports = { watchRequests };
