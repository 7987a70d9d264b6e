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
// - pages:          a remote's exposed pages, one line each: src/<feature>/<Name>Page without its
//                   .tsx (exposed as `./<Name>Page`, its folder a feature: docs/ARCHITECTURE.md,
//                   "Inside a remote") → its route in the shell (`path` as react-router takes it),
//                   its document title, and its menu entry (`menu`: true for the title, or its own
//                   label; none for a page reached from another). The shell's routes and menu,
//                   the page's early start and the remote run alone all read it (shared-auth/boot);
//                   `owner: true` keeps an administrators' page to the owner (not staff)
// - adminOnly:      the shell registers the remote only when an administrator opens one of its
//                   pages, so a rider's browser never requests a file from it; its pages are for
//                   administrators, every other remote's for anyone signed in
const APPS = /** @type {const} */ ([
  { name: 'shell', federationName: 'shell', port: 3000, envPrefix: 'SHELL', adminOnly: false },
  {
    name: 'mf-catalog',
    federationName: 'catalog',
    port: 3001,
    envPrefix: 'CATALOG',
    adminOnly: false,
    pages: {
      'carousel/CarouselPage': { path: 'motorcycles', title: 'Motorcycles', menu: true },
      'detail/DetailPage': { path: 'motorcycle/:id', title: 'Motorcycle details' },
    },
  },
  {
    name: 'mf-booking',
    federationName: 'booking',
    port: 3002,
    envPrefix: 'BOOKING',
    adminOnly: false,
    pages: {
      'reserve/ReservePage': {
        path: 'reserve/new',
        title: 'Reserve a Vespa',
        menu: 'Reserve Form',
      },
      'reservations/ReservationsPage': {
        path: 'reservations',
        title: 'My reservations',
        menu: true,
      },
      'confirmation/ConfirmationPage': { path: 'reservations/:id', title: 'Booking confirmed' },
    },
  },
  {
    name: 'mf-admin',
    federationName: 'admin',
    port: 3003,
    envPrefix: 'ADMIN',
    adminOnly: true,
    pages: {
      'add/AddMotorcyclePage': {
        path: 'motorcycle/new',
        title: 'Add motorcycle',
        menu: true,
        owner: true,
      },
      'delete/DeletePage': { path: 'delete', title: 'Delete motorcycle', menu: true, owner: true },
      'edit/EditMotorcyclePage': {
        path: 'motorcycle/:id/edit',
        title: 'Edit motorcycle',
        owner: true,
      },
      'reservations/ReservationsAdminPage': {
        path: 'admin/reservations',
        title: 'All reservations',
        menu: true,
      },
      'today/TodayPage': { path: 'admin/today', title: 'Today', menu: true },
      'fleet/FleetPage': { path: 'admin/fleet', title: 'Fleet timeline', menu: true },
      'cash/CashPage': { path: 'admin/cash', title: 'Cash-up', menu: true },
      'people/PeoplePage': { path: 'admin/people', title: 'People', menu: true },
      'reports/ReportsPage': { path: 'admin/reports', title: 'Reports', menu: true, owner: true },
      'settings/SettingsPage': {
        path: 'admin/settings',
        title: 'Shop settings',
        menu: true,
        owner: true,
      },
      'mail/MailPage': { path: 'admin/mail', title: 'Mail', menu: true, owner: true },
      'audit/AuditPage': { path: 'admin/audit', title: 'Audit', menu: true, owner: true },
    },
  },
]);

/** @typedef {(typeof APPS)[number]} App */
/** @typedef {Extract<App, { pages: object }>} Remote */

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
    Object.keys(remote.pages).map((page) => [`./${pageName(page)}`, `./src/${page}.tsx`]),
  );
}

/** The remote's features: the folders holding its pages. @param {Remote} remote */
function featuresOf(remote) {
  return [
    ...new Set(Object.keys(remote.pages).map((page) => page.slice(0, page.lastIndexOf('/')))),
  ];
}

module.exports = { APPS, REMOTES, appNamed, exposesOf, featuresOf, pageName };
