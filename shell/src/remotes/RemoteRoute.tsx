import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { useAppStore } from 'shared-auth';
import { LoadingState } from 'shared-ui';
import { loadedRemotePage, loadRemotePage, type RemotePage } from './registry';
import { RemoteBoundary } from './RemoteBoundary';

/**
 * A route whose page comes from a remote, loaded on first visit, with a fallback and Retry. Keyed
 * by page where it is rendered (app/AppRoutes.tsx): routes render it at the same place, and a
 * failure or retry count of one page must not follow the rider to the next.
 */
export function RemoteRoute({ page }: { page: RemotePage }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <LoadedPage page={page} attempt={attempt} />
    </RemoteBoundary>
  );
}

type Loading = { Page: ComponentType } | { failure: unknown } | null;

/**
 * The page once its code is there, "Loading..." until then. Its own state, not React.lazy: a
 * Suspense boundary that has shown its fallback holds the content back for up to 300 ms after it
 * arrives (React's reveal throttle), which every page's first visit paid on top of its download
 * (docs/PERFORMANCE.md). A page already loaded (the carousel, preloaded by the login form) shows
 * at once.
 */
function LoadedPage({ page, attempt }: { page: RemotePage; attempt: number }) {
  const { t } = useTranslation();
  const store = useAppStore();
  const [loading, setLoading] = useState<Loading>(() => {
    const Page = attempt > 0 ? undefined : loadedRemotePage(page);
    return Page ? { Page } : null;
  });
  useEffect(() => {
    if (loading) return undefined;
    let current = true;
    loadRemotePage(page, attempt).then(
      (Page) => current && setLoading({ Page }),
      (failure: unknown) => current && setLoading({ failure }),
    );
    return () => {
      current = false;
    };
  }, [loading, page, attempt]);

  if (loading === null) return <LoadingState text={t('loading')} />;
  // The boundary around this shows the fallback with Retry.
  if ('failure' in loading) throw loading.failure;
  const { Page } = loading;
  // A page that suspends inside (its own lazy parts) still has a fallback. RTK Query's hooks read
  // the store through react-redux, which the login page does not carry
  // (docs/decisions/0023-login-page-without-redux-toolkit.md).
  return (
    <Provider store={store}>
      <Suspense fallback={<LoadingState text={t('loading')} />}>
        <Page />
      </Suspense>
    </Provider>
  );
}
