import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from 'shared-auth';
import { NotFoundPage } from './NotFoundPage';

// The account's pages: a chunk of their own, with their sentences (src/account/).
const AccountPages = lazy(() => import('../account/pages'));

/**
 * The addresses the route table (app/AppRoutes.tsx) leaves to the later parts: the account's
 * pages, else "Not found". Routed here, not there, so the login page's main.js carries none of
 * them (docs/PERFORMANCE.md). Each page names its screen itself.
 */
export function OtherPages() {
  return (
    <Routes>
      <Route
        path="account"
        element={
          <RequireAuth>
            <AccountPages page="account" />
          </RequireAuth>
        }
      />
      <Route path="forgot-password" element={<AccountPages page="forgot-password" />} />
      <Route path="reset-password" element={<AccountPages page="reset-password" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
