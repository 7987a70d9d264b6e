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

/**
 * A shared module cannot be tree-shaken by the build that provides it (it cannot know what the
 * other apps import), so each would ship whole: react-router 7 alone is 61 KB gzipped, nearly all
 * of it data routers, server rendering and RSC code this product never runs. These packages are
 * shared with exactly the exports below (module federation's `treeShaking` option), the same list
 * in all four builds, so whichever app provides the singleton provides everything any app uses.
 * SharedExportsGuard fails a build that uses an export missing here: add it, then rebuild and
 * deploy the shell with (or before) the remote that needs it.
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  'useLocation',
  'useNavigate',
  'useParams',
  // free: Link and NavLink are built on them
  'useHref',
  'useResolvedPath',
];
/** @type {Record<string, string[]>} */
const treeShaken = {
  'react-router': ROUTER_EXPORTS,
  'react-router-dom': ROUTER_EXPORTS,
  'react-redux': [
    'Provider',
    'useDispatch',
    'useSelector',
    'useStore',
    // used by RTK Query's React hooks
    'ReactReduxContext',
    'batch',
    'shallowEqual',
  ],
  '@reduxjs/toolkit': [
    'combineSlices',
    'configureStore',
    'createListenerMiddleware',
    'createSlice',
    'createAction',
    'createAsyncThunk',
    'createSelector',
    'isAnyOf',
    // used by RTK Query itself
    'combineReducers',
    'createNextState',
    'formatProdErrorMessage',
    'isAction',
    'isAllOf',
    'isAsyncThunkAction',
    'isFulfilled',
    'isPending',
    'isPlainObject',
    'isRejected',
    'isRejectedWithValue',
    'nanoid',
    'prepareAutoBatched',
    'SHOULD_AUTOBATCH',
  ],
};

/** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
const shared = {};
for (const pkg of singletons) {
  const version = versionOf(pkg);
  const config = { singleton: true, eager: false, requiredVersion: `^${version}`, version };
  shared[pkg] = treeShaken[pkg]
    ? { ...config, treeShaking: { mode: 'runtime-infer', usedExports: treeShaken[pkg] } }
    : config;
  if (withSubpaths.includes(pkg)) shared[`${pkg}/`] = { ...config };
}

const GUARD = 'SharedExportsGuard';

/**
 * Whether `export * from request` inside `issuer` only passes on names its own package's list
 * allows (react-router-dom re-exports react-router under the same list).
 * @param {import('webpack').Module} issuer @param {string} request
 */
function reexportCovered(issuer, request) {
  const resource = String(/** @type {{ resource?: unknown }} */ (issuer).resource ?? '');
  const owner = Object.keys(treeShaken).find((pkg) =>
    resource.includes(
      `${path.sep}node_modules${path.sep}${pkg.split('/').join(path.sep)}${path.sep}`,
    ),
  );
  const target = treeShaken[request];
  return (
    owner !== undefined &&
    target !== undefined &&
    treeShaken[owner].every((n) => target.includes(n))
  );
}

/**
 * Fails the build when its code (or a library it bundles) uses an export of a tree-shaken shared
 * package that `treeShaken` lacks: the copy another app provides at runtime would not have it.
 */
class SharedExportsGuard {
  constructor() {
    this.name = GUARD;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Dependency, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(GUARD, (compilation) => {
      /** @type {Set<string>} */
      const missing = new Set();
      compilation.hooks.dependencyReferencedExports.tap(GUARD, (referenced, dependency) => {
        const request = /** @type {{ request?: unknown }} */ (dependency).request;
        const list = typeof request === 'string' ? treeShaken[request] : undefined;
        if (typeof request !== 'string' || !list) return referenced;
        // Imports written in a source file, not the federation's own provide/consume modules.
        const issuer = compilation.moduleGraph.getParentModule(dependency);
        if (!issuer || !('resource' in issuer)) return referenced;
        // react-router-dom's `export * from 'react-router'` passes on the names its importers
        // use, which are checked against react-router-dom's list.
        if (
          dependency.type === 'harmony export imported specifier' &&
          reexportCovered(issuer, request)
        ) {
          return referenced;
        }
        const names =
          referenced === Dependency.EXPORTS_OBJECT_REFERENCED
            ? ['* (the whole module)']
            : referenced.map((entry) => (Array.isArray(entry) ? entry[0] : entry.name[0]) ?? '*');
        for (const name of names) {
          if (!list.includes(name)) missing.add(`${name} from ${request}`);
        }
        return referenced;
      });
      compilation.hooks.afterOptimizeDependencies.tap(GUARD, () => {
        if (missing.size === 0) return;
        compilation.errors.push(
          new WebpackError(
            `Shared packages are tree-shaken to the exports listed in tools/federation.shared.cjs; ` +
              `this build also uses ${[...missing].join(', ')}. Add them to the list and rebuild ` +
              'every app (the shell provides the shared copy at runtime).',
          ),
        );
      });
    });
  }
}

/**
 * @param {{ name: string, exposes?: Record<string, string>, runtimePlugins?: string[] }} options
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function federationPlugins({ name, exposes, runtimePlugins }) {
  return [
    new ModuleFederationPlugin({
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

module.exports = { federationPlugins, shared, singletons, treeShaken };
