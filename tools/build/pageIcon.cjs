// @ts-check
const path = require('node:path');
const { readFileSync } = require('node:fs');

/**
 * The apps' icon (favicon.svg) as the address written into each page: a request of its own would
 * take one of a slow phone's first connections from the page's scripts (docs/PERFORMANCE.md).
 */
const ICON_HREF = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(path.join(__dirname, 'favicon.svg'), 'utf8').trim(),
)}`;

module.exports = { ICON_HREF };
