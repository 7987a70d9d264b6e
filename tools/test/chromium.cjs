// @ts-check
// The one Chromium every browser tool here drives: Debian's (Playwright never downloads a
// browser; there is no internet), with the flags it needs in a container. Used by the browser
// suite (e2e/support/env.ts), the benchmark (bench/browser) and the screenshots script.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { CHROMIUM, CHROMIUM_ARGS };
