// This remote opened on its own origin, not through the shell (which loads the exposed pages
// itself, so inside the app this file never runs).
import { createRoot } from 'react-dom/client';
import { EmptyState, StandaloneFrame } from 'shared-ui';

if (process.env.NODE_ENV !== 'production') {
  // Development: the pages behind a sign-in form. webpack drops this branch from production
  // builds, so the harness never ships (shell's test/productionBundles.test.ts checks it).
  void Promise.all([
    import('shared-auth/dev'),
    import('./add/AddMotorcyclePage'),
    import('./delete/DeletePage'),
    import('./edit/EditMotorcyclePage'),
    import('./reservations/ReservationsAdminPage'),
    import('./today/TodayPage'),
    import('./fleet/FleetPage'),
    import('./reports/ReportsPage'),
  ]).then(
    ([
      { renderStandalone },
      { default: AddMotorcyclePage },
      { default: DeletePage },
      { default: EditMotorcyclePage },
      { default: ReservationsAdminPage },
      { default: TodayPage },
      { default: FleetPage },
      { default: ReportsPage },
    ]) =>
      renderStandalone({
        '/motorcycle/new': <AddMotorcyclePage />,
        '/delete': <DeletePage />,
        '/motorcycle/:id/edit': <EditMotorcyclePage />,
        '/admin/reservations': <ReservationsAdminPage />,
        '/admin/today': <TodayPage />,
        '/admin/fleet': <FleetPage />,
        '/admin/reports': <ReportsPage />,
      }),
  );
} else {
  // Production: the pages need the app's sign-in, which lives in the shell.
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StandaloneFrame>
      <EmptyState
        titleLevel={1}
        title="Vespa Rentals: admin"
        hint="Adding, editing and deleting motorcycles, the list of all reservations, today at the desk, the fleet timeline and the reports open inside Vespa Rentals, where administrators sign in. To work on them alone, run npm run dev -w mf-admin."
      />
    </StandaloneFrame>,
  );
}
