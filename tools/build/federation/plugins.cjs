// @ts-check
// The module-federation plugins of the four builds (tools/build/webpack.base.cjs).
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SharedExportsGuard } = require('./guard.cjs');
const { providedSource, shared } = require('./shared.cjs');
const { REMOTES } = require('../../../apps.config.cjs');

/**
 * A remote: its container (remoteEntry.js) and the singletons it takes from the shell, with the
 * guard that keeps it to the exports the shell hands over.
 * In production its container does not bundle the federation runtime (`externalRuntime`): it
 * uses the one the shell has started (which provides it, remotes/federation.ts), so a signed-in
 * page downloads the runtime once, not once more per remote. A development build keeps its own,
 * so a remote still runs on its own (`npm run dev -w mf-catalog`).
 * @param {{ name: string, exposes: Record<string, string>, production: boolean }} options
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function remotePlugins({ name, exposes, production }) {
  return [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      remotes: {},
      shared,
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: { fileName: 'mf-manifest.json' },
      experiments: {
        externalRuntime: production,
        optimization: { disableSnapshot: true, target: 'web' },
      },
    }),
    new SharedExportsGuard(),
  ];
}

/** What the shell knows of the remotes: each one's federation name, and whether it is for admins only. */
function shellRemotes() {
  return {
    all: REMOTES.map((remote) => remote.federationName),
    atStart: REMOTES.filter((remote) => !remote.adminOnly).map((remote) => remote.federationName),
  };
}

/**
 * The shell is a plain webpack app: what /login runs is one bundle with no federation runtime.
 * The runtime (`@module-federation/enhanced/runtime`) comes in a chunk of its own when the first
 * remote is wanted, and the shell registers the modules it has already loaded as the singletons
 * (`virtual:shared-singletons`, generated from shared.cjs). The defines are the ones the
 * federation plugin sets for the runtime (no manifest snapshots, browser-only loading) and the
 * remotes the shell loads, from apps.config.cjs (`SHELL_REMOTES`, shell/src/remotes/remoteList.ts).
 * @param {typeof import('webpack')} webpack
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function hostPlugins(webpack) {
  return [
    new webpack.experiments.schemes.VirtualUrlPlugin({
      'shared-singletons': { type: '.js', source: providedSource },
    }),
    new webpack.DefinePlugin({
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
      ENV_TARGET: JSON.stringify('web'),
      SHELL_REMOTES: JSON.stringify(shellRemotes()),
    }),
  ];
}

module.exports = { hostPlugins, remotePlugins, shellRemotes };
