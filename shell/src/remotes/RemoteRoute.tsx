import { lazy, Suspense, useMemo, useState } from 'react';
import { loadRemotePage, type RemotePage } from './registry';
import { RemoteBoundary } from './RemoteBoundary';

/** A route whose page comes from a remote, loaded on first visit, with a fallback and Retry. */
export function RemoteRoute({ page }: { page: RemotePage }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemotePage(page, attempt > 0).then((component) => ({ default: component }))),
    [page, attempt],
  );
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <p className="page-loading" role="status">
            Loading...
          </p>
        }
      >
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
