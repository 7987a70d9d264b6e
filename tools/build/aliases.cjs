// @ts-check
// The module aliases of the apps' webpack builds (tools/build/webpack.base.cjs). ESLint resolves
// imports with the same ones (tools/lint/floors.mjs), so an import through an alias still meets
// the floors.
const path = require('node:path');

const reactRouter = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
);

/**
 * shared-domain's dist is CommonJS for the api, which webpack cannot tree-shake; its TypeScript
 * source is ES modules, so each app keeps only the rules it uses.
 * @type {Record<string, string>}
 */
const alias = {
  'shared-domain$': path.join(__dirname, '..', '..', 'shared-domain', 'src', 'index.ts'),
  // React Router's package sends every bundler to its development build, warnings and all
  // (remix-run/react-router#12532, still so in 7.18): its production build, by path, since the
  // package exports no such subpath (docs/PERFORMANCE.md).
  'react-router$': path.join(reactRouter, 'index.mjs'),
  'react-router/dom$': path.join(reactRouter, 'dom-export.mjs'),
  // React 19's own useSyncExternalStore, not the shim's copy for older Reacts.
  'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store-shim.mjs'),
};

module.exports = { alias };
