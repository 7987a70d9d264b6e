import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from 'shared-auth';
import { loadRemotePage, type RemotePage } from './registry';
import { RemoteBoundary } from './RemoteBoundary';

// One lazy component per page and attempt, made once: a page keeps its state across renders,
// and Retry gets a fresh load instead of the remembered failure.
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
// Pages already loaded (or preloaded) render at once: no fallback, which React would keep on
// screen for up to 300 ms after the page is there (its Suspense reveal throttle).
const loadedPages = new Map<RemotePage, ComponentType>();

function load(page: RemotePage, retry: boolean): Promise<ComponentType> {
  return loadRemotePage(page, retry).then((loaded) => {
    loadedPages.set(page, loaded);
    return loaded;
  });
}

/**
 * Loads a page ahead of its route (the login form preloads the carousel). A failure is left to
 * the route, which shows it with Retry when the visitor gets there.
 */
export function preloadRemotePage(page: RemotePage): void {
  if (!loadedPages.has(page)) load(page, false).catch(() => undefined);
}

function lazyPage(page: RemotePage, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${page}#${attempt}`;
  let component = lazyPages.get(key);
  if (!component) {
    component = lazy(() => load(page, attempt > 0).then((loaded) => ({ default: loaded })));
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
  const Loaded = attempt === 0 ? loadedPages.get(page) : undefined;
  const Page = Loaded ?? lazyPage(page, attempt);
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingState />}>
        {/* eslint-disable-next-line react-hooks/static-components -- made once per page and attempt (lazyPages, loadedPages), not per render */}
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
