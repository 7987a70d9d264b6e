import { Outlet } from 'react-router-dom';
import { selectIsLoggingOut, selectIsSignedIn, useAppSelector } from 'shared-auth';
import { Sidebar, COPYRIGHT } from './Sidebar';

/**
 * Signed in: the sidebar and the page beside it. Signed out, or on the way out: the page alone,
 * centred (no menu that would start requests with a token that is being revoked).
 */
export function Layout() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const loggingOut = useAppSelector(selectIsLoggingOut);
  if (!signedIn || loggingOut) {
    return (
      <div className="public-layout">
        <main id="main" className="public-layout__main">
          <Outlet />
        </main>
        <footer className="public-layout__footer">
          <p className="copyright">{COPYRIGHT}</p>
        </footer>
      </div>
    );
  }
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar />
      <main id="main" className="app-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
