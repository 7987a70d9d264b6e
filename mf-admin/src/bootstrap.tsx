// This remote opened on its own origin, not through the shell (which loads the exposed pages
// itself, so inside the app this file never runs).
import { renderStandaloneNotice } from 'shared-auth/standalone';

if (process.env.NODE_ENV !== 'production') {
  // Development: the pages behind a sign-in form. webpack drops this branch from production
  // builds, so the harness never ships (shell's test/productionBundles.test.ts checks it).
  // Its pages on their paths in the shell, from apps.config.cjs; webpack bundles every *Page.tsx
  // of src/ for the import by name.
  void import('shared-auth/dev').then(({ renderStandalone, standalonePages }) =>
    renderStandalone(
      standalonePages(
        'admin',
        (file) => import(/* webpackInclude: /Page\.tsx$/ */ `./${file}.tsx`),
      ),
    ),
  );
} else {
  // Production: the pages need the app's sign-in, which lives in the shell.
  renderStandaloneNotice(
    'Vespa Rentals: admin',
    'Adding, editing and deleting motorcycles, the list of all reservations, today at the desk, the fleet timeline and the reports open inside Vespa Rentals, where administrators sign in. To work on them alone, run npm run dev -w mf-admin.',
  );
}
