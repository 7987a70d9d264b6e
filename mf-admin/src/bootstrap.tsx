// This remote opened on its own origin, not through the shell (which loads the exposed pages
// itself, so inside the app this file never runs).
import { renderStandaloneNotice } from 'shared-auth/standalone';

if (process.env.NODE_ENV !== 'production') {
  // Development: the pages behind a sign-in form. webpack drops this branch from production
  // builds, so the harness never ships (shell's test/productionBundles.test.ts checks it).
  const pages = {
    '/motorcycle/new': import('./add/AddMotorcyclePage'),
    '/delete': import('./delete/DeletePage'),
    '/motorcycle/:id/edit': import('./edit/EditMotorcyclePage'),
    '/admin/reservations': import('./reservations/ReservationsAdminPage'),
    '/admin/today': import('./today/TodayPage'),
    '/admin/fleet': import('./fleet/FleetPage'),
    '/admin/reports': import('./reports/ReportsPage'),
  };
  void import('shared-auth/dev').then(({ renderStandalone }) => renderStandalone(pages));
} else {
  // Production: the pages need the app's sign-in, which lives in the shell.
  renderStandaloneNotice(
    'Vespa Rentals: admin',
    'Adding, editing and deleting motorcycles, the list of all reservations, today at the desk, the fleet timeline and the reports open inside Vespa Rentals, where administrators sign in. To work on them alone, run npm run dev -w mf-admin.',
  );
}
