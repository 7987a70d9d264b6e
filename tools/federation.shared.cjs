// @ts-check
// The one module-federation config that all four builds use, so the shell and the remotes agree
// on the shared singletons (DESIGN §1): the browser must load exactly one React and one shared-auth.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '..');
/** @param {string} pkg */
const versionOf = (pkg) =>
  require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

const singletons = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'shared-auth',
];
// Trailing-slash keys share subpath imports such as react-dom/client, react/jsx-runtime and
// @reduxjs/toolkit/query/react under the same rules as their package.
const withSubpaths = ['react', 'react-dom', '@reduxjs/toolkit'];

/** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
const shared = {};
for (const pkg of singletons) {
  const version = versionOf(pkg);
  const config = { singleton: true, eager: false, requiredVersion: `^${version}`, version };
  shared[pkg] = config;
  if (withSubpaths.includes(pkg)) shared[`${pkg}/`] = { ...config };
}

/**
 * @param {{ name: string, exposes?: Record<string, string>, runtimePlugins?: string[] }} options
 */
function federationPlugin({ name, exposes, runtimePlugins }) {
  return new ModuleFederationPlugin({
    name,
    filename: exposes ? 'remoteEntry.js' : undefined,
    exposes,
    // The shell declares no remotes at build time: it registers them at runtime from /remotes.json.
    remotes: {},
    shared,
    shareStrategy: 'loaded-first',
    runtimePlugins,
    dts: false,
    manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
  });
}

module.exports = { federationPlugin, shared, singletons };
