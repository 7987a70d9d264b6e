import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from 'shared-auth';
import { LoadingState } from 'shared-ui';
import { Layout } from '../layout/Layout';
import { ScreenTitle } from '../layout/ScreenTitle';
import type { RemotePage } from '../remotes/registry';
import { LoginPage } from '../session/LoginPage';
import { REMOTE_ROUTES } from './remoteRoutes';
import { laterPart } from './loadLaterParts';
// The shell's sentences, English inlined: every screen of the shell comes through this table.
import '../i18n';

// A visitor at /login never needs the signup form: it comes with the first visit to /signup,
// which keeps it out of the login page's JavaScript budget (docs/PERFORMANCE.md).
const SignupPage = lazy(() =>
  import('../session/SignupPage').then((module) => ({ default: module.SignupPage })),
);

const RemoteRoute = laterPart('RemoteRoute');
const AdminOnlyPage = laterPart('AdminOnlyPage');
const NotFoundPage = laterPart('NotFoundPage');
const LogoutRoute = laterPart('LogoutRoute');

/** A page of the shell's own that is loaded on its first visit. */
function Deferred({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}

/** A remote's page, once the shell's later parts are here. */
function remotePage(page: RemotePage) {
  return (
    <Suspense fallback={<LoadingState />}>
      <RemoteRoute page={page} />
    </Suspense>
  );
}

/** A screen and its document title ("My reservations · Vespa Rentals"). */
function screen(title: string, content: ReactNode) {
  return <ScreenTitle title={title}>{content}</ScreenTitle>;
}

/** A remote's page for signed-in people. */
function signedIn(title: string, page: RemotePage) {
  return <RequireAuth>{screen(title, remotePage(page))}</RequireAuth>;
}

/** A remote's page for administrators; anyone else gets the administrators-only page. */
function adminOnly(title: string, page: RemotePage, adminOnlyTitle: string) {
  return (
    <RequireAdmin fallback={screen(adminOnlyTitle, <Deferred page={AdminOnlyPage} />)}>
      {screen(title, remotePage(page))}
    </RequireAdmin>
  );
}

/**
 * Every route of the product (docs/PRODUCT.md, "Who can do what"), each with its page title.
 * Pages of the remotes (./remoteRoutes.ts) are loaded when their route is first shown; admin
 * pages only for administrators.
 */
export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={screen(t('login.title'), <LoginPage />)} />
        <Route path="login" element={screen(t('login.title'), <LoginPage />)} />
        <Route path="signup" element={screen(t('signup.title'), <Deferred page={SignupPage} />)} />
        <Route path="logout" element={screen(t('logout.title'), <Deferred page={LogoutRoute} />)} />
        {REMOTE_ROUTES.map(({ path, page, title, access }) => (
          <Route
            key={path}
            path={path}
            element={
              access === 'admin'
                ? adminOnly(title, page, t('adminOnly.title'))
                : signedIn(title, page)
            }
          />
        ))}
        <Route
          path="*"
          element={screen(t('notFound.pageTitle'), <Deferred page={NotFoundPage} />)}
        />
      </Route>
    </Routes>
  );
}
