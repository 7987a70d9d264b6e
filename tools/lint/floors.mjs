// @ts-check
// The floors of docs/ARCHITECTURE.md ("Four floors", "Inside a remote"), as ESLint rules:
// which package, and which folder of a remote, may import which. eslint.config.mjs spreads
// floorsConfig() into its list; tools/lint/test/floors.test.mjs plants an import across each floor.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { alias } = require('../build/aliases.cjs');
const { APPS, REMOTES, featuresOf } = require('../../apps.config.cjs');
const PACKAGES = /** @type {string[]} */ (require('../../package.json').workspaces);
const SOURCE = '**/*.{ts,tsx,js,cjs,mjs}';
const WHY = 'docs/ARCHITECTURE.md, "Four floors"';

/** The typed hooks shared-auth exports (useAppSelector, useAppDispatch) are the only way in. */
const REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: "Use shared-auth's typed hooks (useAppSelector, useAppDispatch): they know the store.",
};
const TYPED_HOOKS = 'shared-auth/src/hooks.ts';

/**
 * Names no resolver follows to a file, so import-x/no-restricted-paths cannot see them: an app's
 * package name (the apps have no main) and a remote's federation name (`catalog/DetailPage`,
 * which only the federation runtime knows).
 */
function appNames(except = '') {
  return APPS.filter((app) => app.name !== except).flatMap((app) => [
    app.name,
    `${app.name}/**`,
    ...('pages' in app ? [app.federationName, `${app.federationName}/**`] : []),
  ]);
}

/** no-restricted-imports for a group of files: the redux hooks, and `names` with `why`. */
function restrictedImports({ names = [], why = '', reduxHooks = true }) {
  return [
    'error',
    {
      paths: reduxHooks ? [REDUX_HOOKS] : [],
      patterns: names.length ? [{ group: names, message: why }] : [],
    },
  ];
}

const APP_FLOOR = `An app never imports another app or the shell (${WHY}).`;
const AUTH_FLOOR = `shared-auth imports no app (${WHY}).`;
const UI_FLOOR = `shared-ui imports no app and not shared-auth: the kit holds no session (${WHY}).`;
const DOMAIN_FLOOR = `shared-domain imports nothing of ours (${WHY}).`;

const others = (name, list) => list.filter((other) => other !== name).map((p) => `./${p}`);
const appDirs = APPS.map((app) => app.name);

/** import-x/no-restricted-paths zones: `from` is resolved, so relative paths and names alike. */
function zones() {
  const apps = appDirs.map((dir) => `./${dir}`);
  const zone = (target, from, message) => ({ target, from, message });
  return [
    ...APPS.map((app) => zone(`./${app.name}`, others(app.name, appDirs), APP_FLOOR)),
    zone('./shared-auth', [...apps, './api'], AUTH_FLOOR),
    zone('./shared-ui', [...apps, './api', './shared-auth'], UI_FLOOR),
    zone('./shared-domain', others('shared-domain', PACKAGES), DOMAIN_FLOOR),
    ...REMOTES.flatMap((remote) => remoteFolderZones(remote)),
    zone(
      './api/src/lib',
      ['./api/src/plugins', './api/src/routes'],
      'api/src/lib holds helpers the plugins and routes use: it imports none of them.',
    ),
  ];
}

/**
 * Inside a remote, a feature (a folder holding an exposed page, apps.config.cjs) imports its own
 * folder and the shared parts (every other folder of src/), never another feature; a shared part
 * imports no feature (docs/ARCHITECTURE.md, "Inside a remote").
 */
function remoteFolderZones(remote) {
  const features = featuresOf(remote);
  const src = path.join(ROOT, remote.name, 'src');
  const folders = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const shared = folders.filter((folder) => !features.includes(folder));
  return folders.map((folder) => ({
    target: `./${remote.name}/src/${folder}`,
    from: `./${remote.name}/src`,
    except: [...new Set([folder, ...shared])].map((dir) => `./${dir}`),
    message: features.includes(folder)
      ? `A feature imports its own folder and the remote's shared parts (${shared.join(', ')}), never another feature (docs/ARCHITECTURE.md, "Inside a remote").`
      : `A shared part of a remote imports no feature (docs/ARCHITECTURE.md, "Inside a remote").`,
  }));
}

export function floorsConfig() {
  return [
    {
      files: [SOURCE],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
            conditionNames: ['types', 'import', 'require', 'default'],
            alias: Object.fromEntries(
              Object.entries(alias).map(([name, target]) => [name, [target]]),
            ),
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: zones() }],
        'no-restricted-imports': restrictedImports({}),
      },
    },
    // One block per file group: a later block's no-restricted-imports replaces an earlier one's.
    // [files, names refused, why, whether the redux hooks are refused too]
    ...[
      ...APPS.map((app) => [`${app.name}/${SOURCE}`, appNames(app.name), APP_FLOOR]),
      [`shared-auth/${SOURCE}`, appNames(), AUTH_FLOOR],
      [TYPED_HOOKS, appNames(), AUTH_FLOOR, false],
      [`shared-ui/${SOURCE}`, [...appNames(), 'shared-auth', 'shared-auth/**'], UI_FLOOR],
      [
        `shared-domain/${SOURCE}`,
        PACKAGES.filter((name) => name !== 'shared-domain').flatMap((name) => [name, `${name}/**`]),
        DOMAIN_FLOOR,
      ],
    ].map(([files, names, why, reduxHooks = true]) => ({
      files: [files],
      rules: { 'no-restricted-imports': restrictedImports({ names, why, reduxHooks }) },
    })),
  ];
}
