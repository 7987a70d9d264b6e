import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from 'shared-auth';
import { Layout } from '../layout/Layout';
import { AdminOnlyPage } from '../pages/AdminOnlyPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { LoginPage } from '../session/LoginPage';
import { LogoutRoute } from '../session/LogoutRoute';
import { SignupPage } from '../session/SignupPage';

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
        <Route path="signup" element={<SignupPage />} />
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
