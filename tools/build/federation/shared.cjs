// @ts-check
// What the four builds share, the same in all of them, so the shell and the remotes agree on the
// singletons: the browser must load exactly one React and one shared-auth
// (docs/ARCHITECTURE.md, "Shared singletons").
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..', '..');
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

module.exports = { shared, singletons, treeShaken };
