// This remote opened on its own origin, not through the shell (which loads the exposed pages
// itself, so inside the app this file never runs).
import { createRoot } from 'react-dom/client';
import { EmptyState, StandaloneFrame } from 'shared-ui';

if (process.env.NODE_ENV !== 'production') {
  // Development: the pages behind a sign-in form. webpack drops this branch from production
  // builds, so the harness never ships (shell's test/productionBundles.test.ts checks it).
  void Promise.all([
    import('shared-auth/dev'),
    import('./carousel/CarouselPage'),
    import('./detail/DetailPage'),
  ]).then(([{ renderStandalone }, { default: CarouselPage }, { default: DetailPage }]) =>
    renderStandalone({
      '/motorcycles': <CarouselPage />,
      '/motorcycle/:id': <DetailPage />,
    }),
  );
} else {
  // Production: the pages need the app's sign-in, which lives in the shell.
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StandaloneFrame>
      <EmptyState
        titleLevel={1}
        title="Vespa Rentals: catalog"
        hint="The carousel and the motorcycle pages open inside Vespa Rentals, where you sign in. To work on them alone, run npm run dev -w mf-catalog."
      />
    </StandaloneFrame>,
  );
}
