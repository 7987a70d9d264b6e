import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from 'shared-auth';
import { loadedRemotePage, loadRemotePage, type RemotePage } from './registry';
import { RemoteBoundary } from './RemoteBoundary';

// One lazy component per page and attempt, made once: a page keeps its state across renders,
// and Retry gets a fresh load instead of the remembered failure.
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(page: RemotePage, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${page}#${attempt}`;
  let component = lazyPages.get(key);
  if (!component) {
    component = lazy(() =>
      loadRemotePage(page, attempt > 0).then((loaded) => ({ default: loaded })),
    );
    lazyPages.set(key, component);
  }
  return component;
}

/** A route whose page comes from a remote, loaded on first visit, with a fallback and Retry. */
export function RemoteRoute({ page }: { page: RemotePage }) {
  // Keyed by page: routes render this at the same place, and a failure or retry count of one
  // page must not follow the rider to the next.
  return <RemotePageLoader key={page} page={page} />;
}

function RemotePageLoader({ page }: { page: RemotePage }) {
  const [attempt, setAttempt] = useState(0);
  // A page already loaded (the carousel, preloaded by the login form) shows at once.
  const Page = (attempt === 0 && loadedRemotePage(page)) || lazyPage(page, attempt);
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingState />}>
        {/* eslint-disable-next-line react-hooks/static-components -- made once per page and attempt in lazyPages (or loaded once), not per render */}
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
