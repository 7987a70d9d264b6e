// @ts-check
// The one list of the apps: every tool, test and config that needs to know which apps there
// are, where they listen and what they expose reads it from here (docs/ARCHITECTURE.md, "Add a
// remote"). CommonJS, so the webpack configs, the .mjs scripts, jest and Playwright all read it
// as it is; TypeScript reads its literal types (the shell's page names come from `pages`).
//
// - name:           the package and its folder
// - federationName: the remote's module federation name, and its key in the shell's /remotes.json
// - port:           the default port of its server; `<envPrefix>_PORT` moves it, `<envPrefix>_URL`
//                   tells the shell's server where the remote is
// - pages:          a remote's exposed pages, as src/<feature>/<Name>Page without its .tsx: each
//                   is exposed as `./<Name>Page`, and its folder is a feature (docs/ARCHITECTURE.md,
//                   "Inside a remote")
// - adminOnly:      the shell registers the remote only when an administrator opens one of its
//                   pages, so a rider's browser never requests a file from it
const APPS = /** @type {const} */ ([
  { name: 'shell', federationName: 'shell', port: 3000, envPrefix: 'SHELL', adminOnly: false },
  {
    name: 'mf-catalog',
    federationName: 'catalog',
    port: 3001,
    envPrefix: 'CATALOG',
    adminOnly: false,
    pages: ['carousel/CarouselPage', 'detail/DetailPage'],
  },
  {
    name: 'mf-booking',
    federationName: 'booking',
    port: 3002,
    envPrefix: 'BOOKING',
    adminOnly: false,
    pages: ['reserve/ReservePage', 'reservations/ReservationsPage'],
  },
  {
    name: 'mf-admin',
    federationName: 'admin',
    port: 3003,
    envPrefix: 'ADMIN',
    adminOnly: true,
    pages: [
      'add/AddMotorcyclePage',
      'delete/DeletePage',
      'edit/EditMotorcyclePage',
      'reservations/ReservationsAdminPage',
      'today/TodayPage',
      'fleet/FleetPage',
      'reports/ReportsPage',
    ],
  },
]);

/** @typedef {(typeof APPS)[number]} App */
/** @typedef {Extract<App, { pages: readonly string[] }>} Remote */

/** The remotes: every app but the shell. */
const REMOTES = /** @type {Remote[]} */ (APPS.filter((app) => 'pages' in app));

/** @param {string} name @returns {App} */
function appNamed(name) {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`No app is named "${name}" (apps.config.cjs)`);
  return app;
}

/** A page's exposed name: `today/TodayPage` → `TodayPage`. @param {string} page */
const pageName = (page) => page.slice(page.lastIndexOf('/') + 1);

/**
 * What the remote's federation plugin exposes: `./TodayPage` → `./src/today/TodayPage.tsx`.
 * @param {Remote} remote
 */
function exposesOf(remote) {
  return Object.fromEntries(
    remote.pages.map((page) => [`./${pageName(page)}`, `./src/${page}.tsx`]),
  );
}

/** The remote's features: the folders holding its pages. @param {Remote} remote */
function featuresOf(remote) {
  return [...new Set(remote.pages.map((page) => page.slice(0, page.lastIndexOf('/'))))];
}

module.exports = { APPS, REMOTES, appNamed, exposesOf, featuresOf, pageName };
