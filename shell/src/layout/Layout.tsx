import { Outlet } from 'react-router-dom';
import { selectIsLoggingOut, selectIsSignedIn, useAppSelector } from 'shared-auth';
import { Sidebar, COPYRIGHT } from './Sidebar';
import { useFocusOnRouteChange } from './useFocusOnRouteChange';

/**
 * Signed in: the sidebar and the page beside it. Signed out, or on the way out: the page alone,
 * centred (no menu that would start requests with a token that is being revoked).
 */
export function Layout() {
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
          <p className="shell-copyright">{COPYRIGHT}</p>
        </footer>
      </div>
    );
  }
  return (
    <div className="shell-app">
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar />
      <main id="main" className="shell-app__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
