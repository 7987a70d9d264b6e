import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { selectIsLoggingOut, selectIsSignedIn, useAppSelector } from 'shared-auth';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { laterPart } from '../app/loadLaterParts';
import { Copyright } from './Copyright';
import { useFocusOnRouteChange } from './useFocusOnRouteChange';

const Sidebar = laterPart('Sidebar');

/**
 * Signed in: the sidebar and the page beside it. Signed out, or on the way out: the page alone,
 * centred (no menu that would start requests with a token that is being revoked).
 */
export function Layout() {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const loggingOut = useAppSelector(selectIsLoggingOut);
  useFocusOnRouteChange();
  if (!signedIn || loggingOut) {
    return (
      <div className="shell-public">
        <main id="main" className="shell-public__main">
          <Outlet />
        </main>
        <footer className="shell-public__footer">
          <LanguageSwitch />
          <Copyright />
        </footer>
      </div>
    );
  }
  return (
    <div className="shell-app">
      <a className="shell-skip-link" href="#main">
        {t('menu.skip')}
      </a>
      <Suspense fallback={null}>
        <Sidebar />
      </Suspense>
      <main id="main" className="shell-app__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
