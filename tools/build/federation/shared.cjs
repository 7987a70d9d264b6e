// @ts-check
// What the four builds share, the same in all of them, so the shell and the remotes agree on the
// singletons: the browser must load exactly one React, one shared-auth and one shared-ui
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
  // The UI kit: one copy of its components and one of its stylesheets on a page.
  'shared-ui',
  // One language instance for the page: every app's namespace in it, one language shown
  // (docs/decisions/0020-one-i18next-for-every-app.md).
  'i18next',
  'react-i18next',
];
// Trailing-slash keys share subpath imports such as react-dom/client, react/jsx-runtime and
// @reduxjs/toolkit/query/react under the same rules as their package.
const withSubpaths = ['react', 'react-dom', '@reduxjs/toolkit'];

/**
 * A shared module cannot be tree-shaken by the build that provides it (it cannot know what the
 * other apps import), so each would ship whole: react-router 7 alone is 61 KB gzipped, nearly all
 * of it data routers, server rendering and RSC code this product never runs. The shell provides
 * every singleton, and hands these packages over with exactly the exports below
 * (`providedSource`), so its bundle keeps those and no others. SharedExportsGuard fails a remote's
 * build that uses an export missing here: add it, then rebuild and deploy the shell with (or
 * before) the remote that needs it.
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
    'createDynamicMiddleware',
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
  'react-i18next': ['initReactI18next', 'useTranslation'],
  // setupListeners: the admin desk's screens refetch when their window regains focus.
  '@reduxjs/toolkit/query/react': ['createApi', 'fetchBaseQuery', 'setupListeners', 'skipToken'],
};

/**
 * The modules the shell hands to the remotes at runtime (docs/ARCHITECTURE.md, "Shared
 * singletons"): every singleton, each followed by the subpaths the apps import. React and React
 * DOM are CommonJS (handed over as their `module.exports`, as webpack's own sharing does).
 * @type {Record<string, string[]>}
 */
const importedSubpaths = {
  react: ['react/jsx-runtime'],
  'react-dom': ['react-dom/client'],
  '@reduxjs/toolkit': ['@reduxjs/toolkit/query/react'],
  'shared-auth': ['shared-auth/api'],
};
const provided = singletons.flatMap((pkg) => [pkg, ...(importedSubpaths[pkg] ?? [])]);
const commonJs = ['react', 'react-dom'];
/**
 * Provided without being loaded, since the login page runs none of them (decisions 0003 and 0023 in
 * docs/decisions/). The runtime imports one when an app first asks for it, or the shell does.
 */
const lazy = ['react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query/react'];
lazy.push('shared-auth/api', 'shared-ui');
/** The one chunk of every lazy module and the shell's other signed-in parts (decision 0025). */
const SIGNED_IN_CHUNK = 'signed-in';

/** @param {string} request */
const packageOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/**
 * The remotes' sharing config: every singleton (and its subpaths) taken from whichever app
 * registered it first, which is always the shell. A remote's own copies (whole packages, never
 * tree-shaken: its build cannot know what the other apps import) are only its fallback when it
 * runs on its own. No version range: the runtime would parse it on the page each time an app takes
 * a singleton, for a console warning at most
 * (docs/decisions/0028-singletons-without-version-ranges.md).
 * @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
const shared = {};
/** How every app shares a singleton, the shell's `virtual:shared-singletons` included. */
const SINGLETON = { singleton: true, requiredVersion: false };
for (const pkg of singletons) {
  const version = versionOf(pkg);
  const config = { ...SINGLETON, eager: false, version };
  shared[pkg] = config;
  if (withSubpaths.includes(pkg)) shared[`${pkg}/`] = { ...config };
}
// shared-auth's second entry, the RTK Query client, is a singleton of its own: one cache and one
// middleware in the one store.
shared['shared-auth/api'] = { ...shared['shared-auth'] };

/**
 * The source of the shell's `virtual:shared-singletons` module: each provided module as the
 * runtime's `init({ shared })` takes it. A tree-shaken package is handed over as an object of
 * exactly its listed exports, so the shell's build keeps those exports and no others.
 */
function providedSource() {
  const imports = [];
  const entries = [];
  provided.forEach((request, index) => {
    const local = `module${index}`;
    const list = treeShaken[request];
    const version = versionOf(packageOf(request));
    const shareConfig = JSON.stringify(SINGLETON);
    const head = `  ${JSON.stringify(request)}: { version: ${JSON.stringify(version)}, `;
    if (lazy.includes(request)) {
      // Webpack reads which properties the `then` callback takes from the module, so a listed
      // package stays tree-shaken to its list.
      const magic = `/* webpackChunkName: ${JSON.stringify(SIGNED_IN_CHUNK)} */ `;
      const pick = list
        ? `({ ${list.map((name) => `${name}: module.${name}`).join(', ')} })`
        : 'module';
      entries.push(
        `${head}get: () => import(${magic}'${request}').then((module) => () => ${pick}), ` +
          `shareConfig: ${shareConfig} },`,
      );
      return;
    }
    if (list) {
      imports.push(
        `import { ${list.map((name) => `${name} as ${local}_${name}`).join(', ')} } from '${request}';`,
      );
      imports.push(
        `const ${local} = { ${list.map((name) => `${name}: ${local}_${name}`).join(', ')} };`,
      );
    } else if (commonJs.includes(packageOf(request))) {
      imports.push(`import ${local} from '${request}';`);
    } else {
      imports.push(`import * as ${local} from '${request}';`);
    }
    entries.push(`${head}lib: () => ${local}, shareConfig: ${shareConfig} },`);
  });
  return `${imports.join('\n')}\nexport const shared = {\n${entries.join('\n')}\n};\n`;
}

module.exports = { shared, treeShaken, providedSource, SIGNED_IN_CHUNK };
