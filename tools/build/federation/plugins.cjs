// @ts-check
// The module-federation plugin every app's webpack config uses (tools/build/webpack.base.cjs).
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { GUARD, SharedExportsGuard } = require('./guard.cjs');
const { shared } = require('./shared.cjs');

/**
 * The federation plugin of one app, with the guard.
 * @param {{ name: string, exposes?: Record<string, string> }} options
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function federationPlugins({ name, exposes }) {
  return [
    new ModuleFederationPlugin({
      name,
      filename: exposes ? 'remoteEntry.js' : undefined,
      exposes,
      // The shell declares no remotes at build time: it registers them at runtime from /remotes.json.
      remotes: {},
      shared,
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
      experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      // Every app ships the same export lists (the guard sees to it), so the runtime needs no
      // per-consumer lists to choose a copy: without them it always takes the registered,
      // tree-shaken singleton and never the "full" fallback copies the option also compiles
      // (output.clean drops those files; loading one would be a second router or store).
      // Leaving the lists out also keeps 0.5 KB off every page.
      injectTreeShakingUsedExports: false,
      // The guard checks this build, not those fallback compilations.
      treeShakingSharedExcludePlugins: [GUARD],
    }),
    new SharedExportsGuard(),
  ];
}

module.exports = { federationPlugins };
