// @ts-check
// The module aliases of the apps' webpack builds (tools/build/webpack.base.cjs). ESLint resolves
// imports with the same ones (tools/lint/floors.mjs), so an import through an alias still meets
// the floors.
const path = require('node:path');

/**
 * shared-domain's dist is CommonJS for the api, which webpack cannot tree-shake; its TypeScript
 * source is ES modules, so each app keeps only the rules it uses.
 * @type {Record<string, string>}
 */
const alias = {
  'shared-domain$': path.join(__dirname, '..', '..', 'shared-domain', 'src', 'index.ts'),
  // React 19's own useSyncExternalStore, not the shim's copy for older Reacts.
  'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store-shim.mjs'),
};

module.exports = { alias };
