import { screen } from '@testing-library/react';
import ReservePage from '../src/reserve/ReservePage';
import { mockApi, renderWithProviders, RIDER, STAFF } from './support';
import { formRoutes } from './support/api';

// A rider's reserve form paints without the desk's rider search and new-rider form: their code is
// fetched for staff only (src/reserve/ReserveForm.tsx), a slow phone's first screen sooner.
// Counted on the global object: the mock's factory may run before this file's own lines do.
const loads = globalThis as { riderSearchLoads?: number };
jest.mock('../src/reserve/rider/RiderChoice', () => {
  const counted = globalThis as { riderSearchLoads?: number };
  counted.riderSearchLoads = (counted.riderSearchLoads ?? 0) + 1;
  return jest.requireActual<object>('../src/reserve/rider/RiderChoice');
});

beforeEach(() => mockApi(formRoutes()));

it("does not fetch the desk's rider search for a rider", async () => {
  renderWithProviders(<ReservePage />, { route: '/reserve/new', signedInAs: RIDER });
  expect(await screen.findByLabelText('Name')).toHaveValue('Riley Rider');
  expect(await screen.findByLabelText('Motorcycle')).toBeEnabled();
  expect(loads.riderSearchLoads).toBeUndefined();
});

it('shows staff that the rider search is on its way, then the search', async () => {
  renderWithProviders(<ReservePage />, { route: '/reserve/new', signedInAs: STAFF });
  expect(screen.getByText('Loading... the rider search')).toHaveAttribute('role', 'status');
  expect(await screen.findByRole('combobox', { name: 'Find the rider' })).toBeVisible();
  expect(loads.riderSearchLoads).toBe(1);
});
