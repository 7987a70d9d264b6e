import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, RequireAdmin, RequireAuth } from 'shared-auth';
import { Layout } from '../layout/Layout';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { AdminOnlyPage } from '../pages/AdminOnlyPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LoginPage } from '../session/LoginPage';
import { LogoutRoute } from '../session/LogoutRoute';

// A visitor at /login never needs the signup form: it comes with the first visit to /signup,
// which keeps it out of the login page's JavaScript budget (docs/PERFORMANCE.md).
const SignupPage = lazy(() =>
  import('../session/SignupPage').then((module) => ({ default: module.SignupPage })),
);

/** A page of the shell's own that is loaded on its first visit. */
function Deferred({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}

/**
 * Every route of the product (docs/PRODUCT.md, "Who can do what"). Pages of the remotes are
 * loaded when their route is first shown; admin pages only for administrators.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LoginPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<Deferred page={SignupPage} />} />
        <Route path="logout" element={<LogoutRoute />} />
        <Route
          path="motorcycles"
          element={
            <RequireAuth>
              <RemoteRoute page="catalog/CarouselPage" />
            </RequireAuth>
          }
        />
        <Route
          path="motorcycle/new"
          element={
            <RequireAdmin fallback={<AdminOnlyPage />}>
              <RemoteRoute page="admin/AddMotorcyclePage" />
            </RequireAdmin>
          }
        />
        {/* Three segments: never taken for the detail page (/motorcycle/:id) or the add form. */}
        <Route
          path="motorcycle/:id/edit"
          element={
            <RequireAdmin fallback={<AdminOnlyPage />}>
              <RemoteRoute page="admin/EditMotorcyclePage" />
            </RequireAdmin>
          }
        />
        <Route
          path="motorcycle/:id"
          element={
            <RequireAuth>
              <RemoteRoute page="catalog/DetailPage" />
            </RequireAuth>
          }
        />
        <Route
          path="reserve/new"
          element={
            <RequireAuth>
              <RemoteRoute page="booking/ReservePage" />
            </RequireAuth>
          }
        />
        <Route
          path="reservations"
          element={
            <RequireAuth>
              <RemoteRoute page="booking/ReservationsPage" />
            </RequireAuth>
          }
        />
        <Route
          path="delete"
          element={
            <RequireAdmin fallback={<AdminOnlyPage />}>
              <RemoteRoute page="admin/DeletePage" />
            </RequireAdmin>
          }
        />
        <Route
          path="admin/reservations"
          element={
            <RequireAdmin fallback={<AdminOnlyPage />}>
              <RemoteRoute page="admin/ReservationsAdminPage" />
            </RequireAdmin>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
