// A remote's early-calls.js (docs/ARCHITECTURE.md, "Entering a page"): the shell's page loads
// it beside the files of one of the remote's pages being entered, and it asks the api for what
// that page asks first. The same script for every remote: the build
// (tools/build/webpack.base.cjs) gives it the remote's src/earlyCalls.ts as `vespa-early-calls`.
import { DEFAULT_SHOP_CURRENCY, DEFAULT_SHOP_TIME_ZONE } from 'shared-domain';
import { earlyCalls } from 'vespa-early-calls';
import { startPageCalls } from './pageStart';

/**
 * Intl loads its time zone and number data the first time a formatter is made: about 30 ms of a
 * fast machine's CPU, four times that on a slow phone, which a page paid in its first render (the
 * shop's clock, its prices). Made here, while the page's code downloads, they find it loaded
 * (docs/PERFORMANCE.md).
 */
function loadIntlData(): void {
  new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_SHOP_TIME_ZONE, hour: 'numeric' }).format(0);
  const language = document.documentElement.lang || 'en';
  new Intl.NumberFormat(language, { style: 'currency', currency: DEFAULT_SHOP_CURRENCY }).format(0);
}

async function start(): Promise<void> {
  const started = startPageCalls(earlyCalls);
  loadIntlData();
  if (started && earlyCalls.then) await earlyCalls.then(started);
}

// Any failure only loses the head start: the page asks for itself.
start().catch(() => undefined);
