// Production only: a remote's `src/bootstrap.tsx` shows this when the remote is opened on its own
// origin, where nobody can sign in (the sign-in lives in the shell). Its own entry
// (`shared-auth/standalone`), not the package's: the shell never loads it.
import { createRoot } from 'react-dom/client';
// The kit's own entry, as in the development harness: the page's one shared-ui.
import { EmptyState, StandaloneFrame } from 'shared-ui';

/**
 * Says, in the page's `#root`, that the remote's pages open inside the app: `title` is the
 * remote's name for people ("Vespa Rentals: catalog"), `hint` what opens where and how to work on
 * it alone. Two strings rather than an object: the minifier then inlines the call, so the notice
 * costs a remote's bundle no more than writing it out would.
 */
export function renderStandaloneNotice(title: string, hint: string): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StandaloneFrame>
      <EmptyState titleLevel={1} title={title} hint={hint} />
    </StandaloneFrame>,
  );
}
