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
  // Chromium 156's headless mode still builds the browser's own omnibox popup, a WebUI page whose
  // scripts take seconds of CPU at every launch: beside the page under test on two cores, that is
  // what Lighthouse counted as unattributed long tasks (docs/PERFORMANCE.md, "The machine").
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

module.exports = { CHROMIUM, CHROMIUM_ARGS };
