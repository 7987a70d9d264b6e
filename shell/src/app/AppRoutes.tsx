import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAuth, type Access } from 'shared-auth';
import { LoadingState } from 'shared-ui';
import { Layout } from '../layout/Layout';
import { ScreenTitle } from '../layout/ScreenTitle';
import type { RemotePage } from '../remotes/registry';
import { LoginPage } from '../session/LoginPage';
import { pageName, REMOTE_ROUTES } from './remoteRoutes';
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
const OtherPages = laterPart('OtherPages');
const LogoutRoute = laterPart('LogoutRoute');

/** A part loaded on its first visit (the shell's page, a remote's): "Loading..." until then. */
function Deferred({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LoadingState text={t('loading')} />}>{children}</Suspense>;
}

/** A screen and its document title ("My reservations · Vespa Rentals"). */
function screen(title: string, content: ReactNode) {
  return <ScreenTitle title={title}>{content}</ScreenTitle>;
}

/** A screen whose part is loaded on its first visit. */
function deferred(title: string, content: ReactNode) {
  return screen(title, <Deferred>{content}</Deferred>);
}

/**
 * A remote's page for signed-in people, or for administrators (or the owner alone): anyone else
 * gets the page that says whose it is, which names its screen itself.
 */
function remotePage(title: string, page: RemotePage, access: Access) {
  // Keyed by page: a failure or retry count of one page must not follow the rider to the next.
  const content = deferred(title, <RemoteRoute key={page} page={page} />);
  if (access === 'signedIn') return <RequireAuth>{content}</RequireAuth>;
  const refused = (
    <Deferred>
      <AdminOnlyPage access={access} />
    </Deferred>
  );
  return (
    <RequireAdmin access={access} fallback={refused}>
      {content}
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
        <Route path="signup" element={deferred(t('signup.title'), <SignupPage />)} />
        <Route path="logout" element={deferred(t('logout.title'), <LogoutRoute />)} />
        {REMOTE_ROUTES.map(({ path, page, access }) => (
          <Route key={path} path={path} element={remotePage(t(pageName(page)), page, access)} />
        ))}
        {/* The account's pages and "Not found" (pages/OtherPages.tsx). */}
        <Route
          path="*"
          element={
            <Deferred>
              <OtherPages />
            </Deferred>
          }
        />
      </Route>
    </Routes>
  );
}
