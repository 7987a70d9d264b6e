import { screen, within } from '@testing-library/react';
import ReservationsAdminPage from '../src/reservations/ReservationsAdminPage';
import { ride, SCOOTERS } from './support/desk';
import { ADMIN, jsonResponse, mockApi, motorcycle, renderWithProviders } from './support';

it('lists the desk’s statuses in words, with Cancel only for a confirmed ride (one out cannot be)', async () => {
  const future = { date: '2099-03-04T10:00' };
  mockApi({
    'GET /api/v1/motorcycles': () =>
      jsonResponse(200, {
        success: true,
        data: SCOOTERS.map(({ id, name }) => motorcycle(id, { name })),
      }),
    'GET /api/v1/admin/reservations': () =>
      jsonResponse(200, {
        success: true,
        data: [
          ride(1, future),
          // Handed over ahead of its start: not to be cancelled.
          ride(2, { ...future, status: 'out' }),
          ride(3, { ...future, status: 'returned' }),
        ],
      }),
  });
  renderWithProviders(<ReservationsAdminPage />, {
    path: '/admin/reservations',
    route: '/admin/reservations',
    signedInAs: ADMIN,
  });
  const rows = within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell').at(-2)?.textContent)).toEqual([
    'Confirmed',
    'Out',
    'Returned',
  ]);
  expect(
    rows.map((row) => within(row).queryByRole('button', { name: /^Cancel/ }) !== null),
  ).toEqual([true, false, false]);
  expect(
    within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Confirmed', 'Out', 'Returned', 'Cancelled']);
});
