import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TodayPage from '../src/today/TodayPage';
import { deskApi, ride, setShopClock } from './support/desk';
import { ADMIN, renderWithProviders } from './support';

// The desk's pages paint without a ride's dialog: its code (the hand-over, the money) is fetched
// the first time a ride is opened (src/desk/RideDialog.tsx), a slow phone's first screen sooner.
// Counted on the global object: the mock's factory may run before this file's own lines do.
const loads = globalThis as { rideDialogLoads?: number };
jest.mock('../src/desk/ReservationDialog', () => {
  const counted = globalThis as { rideDialogLoads?: number };
  counted.rideDialogLoads = (counted.rideDialogLoads ?? 0) + 1;
  return jest.requireActual<object>('../src/desk/ReservationDialog');
});

beforeEach(() => setShopClock('2030-12-03T11:30'));
afterEach(() => jest.useRealTimers());

it("fetches a ride's dialog when a ride is first opened, not with the page", async () => {
  const rider = { id: 3, name: 'Cy', email: 'cy@example.test' };
  deskApi([ride(3, { date: '2030-12-03T10:00', duration: 3, user: rider, motorcycle_id: 2 })]);
  const user = userEvent.setup();
  renderWithProviders(<TodayPage />, {
    path: '/admin/today',
    route: '/admin/today',
    signedInAs: ADMIN,
  });
  const open = await screen.findByRole('button', { name: 'Hand over Vespa Primavera to Cy' });
  expect(loads.rideDialogLoads).toBeUndefined();
  await user.click(open);
  expect(await screen.findByRole('dialog', { name: 'Cy: Vespa Primavera' })).toBeVisible();
  expect(screen.getByLabelText('Odometer (km)')).toHaveFocus();
  expect(loads.rideDialogLoads).toBe(1);
});
