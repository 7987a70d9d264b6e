// @ts-check
// apps.config.cjs as the browser bundles it: the remotes' names and their pages' routes alone, as
// a module of constants. The whole file (its ports, its build helpers, the pages' English titles,
// which the shell's catalogue holds, CommonJS's wrapper) would cost the login page's script bytes
// it does not have (docs/PERFORMANCE.md, "/login").
const path = require('node:path');

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function appsConfigForTheBrowser() {
  const file = path.join(__dirname, '..', '..', 'apps.config.cjs');
  delete require.cache[file];
  const { REMOTES } = require(file);
  const remotes = REMOTES.map(({ federationName, adminOnly, pages }) => ({
    federationName,
    adminOnly,
    pages: Object.fromEntries(
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the title is left out
      Object.entries(pages).map(([file, { title, ...route }]) => [file, route]),
    ),
  }));
  return `export const REMOTES = ${JSON.stringify(remotes)};`;
};
