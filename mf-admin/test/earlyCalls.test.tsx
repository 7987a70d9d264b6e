import type { ComponentType } from 'react';
import { ADMIN, expectEarlyCallsOf, renderWithProviders } from './support';
import AddMotorcyclePage from '../src/add/AddMotorcyclePage';
import CashPage from '../src/cash/CashPage';
import DeletePage from '../src/delete/DeletePage';
import { earlyCalls } from '../src/earlyCalls';
import EditMotorcyclePage from '../src/edit/EditMotorcyclePage';
import FleetPage from '../src/fleet/FleetPage';
import ReportsPage from '../src/reports/ReportsPage';
import ReservationsAdminPage from '../src/reservations/ReservationsAdminPage';
import TodayPage from '../src/today/TodayPage';

// What the shell's page asks the api for while an admin page's code downloads (src/earlyCalls.ts)
// is exactly what the page asks for first, or the api is asked twice.

const PAGES: Record<string, { Page: ComponentType; path: string }> = {
  AddMotorcyclePage: { Page: AddMotorcyclePage, path: '/motorcycle/new' },
  DeletePage: { Page: DeletePage, path: '/delete' },
  EditMotorcyclePage: { Page: EditMotorcyclePage, path: '/motorcycle/:id/edit' },
  ReservationsAdminPage: { Page: ReservationsAdminPage, path: '/admin/reservations' },
  TodayPage: { Page: TodayPage, path: '/admin/today' },
  FleetPage: { Page: FleetPage, path: '/admin/fleet' },
  ReportsPage: { Page: ReportsPage, path: '/admin/reports' },
  CashPage: { Page: CashPage, path: '/admin/cash' },
};

beforeEach(() => localStorage.clear());

it.each([
  ['AddMotorcyclePage', '/motorcycle/new', {}],
  ['DeletePage', '/delete', {}],
  ['EditMotorcyclePage', '/motorcycle/3/edit', { id: '3' }],
  ['ReservationsAdminPage', '/admin/reservations', {}],
  [
    'ReservationsAdminPage',
    '/admin/reservations?motorcycle_id=2&from=2030-12-01&status=out&pages=2',
    {},
  ],
  ['TodayPage', '/admin/today', {}],
  ['FleetPage', '/admin/fleet', {}],
  ['FleetPage', '/admin/fleet?week=2030-12-04', {}],
  ['ReportsPage', '/admin/reports', {}],
  ['ReportsPage', '/admin/reports?from=2030-01&to=2030-03', {}],
  ['CashPage', '/admin/cash', {}],
  ['CashPage', '/admin/cash?date=2030-12-02', {}],
])('%s entered cold at %s asks first for its early calls', async (page, route, params) => {
  const { Page, path } = PAGES[page] as { Page: ComponentType; path: string };
  const search = route.includes('?') ? route.slice(route.indexOf('?')) : '';
  await expectEarlyCallsOf(earlyCalls, page, { params, search }, () =>
    renderWithProviders(<Page />, { path, route, signedInAs: ADMIN }),
  );
});
