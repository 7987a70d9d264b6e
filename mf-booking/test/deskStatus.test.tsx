import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reservation } from 'shared-domain';
import ReservationsPage from '../src/reservations/ReservationsPage';
import ReservePage from '../src/reserve/ReservePage';
import { listOf, mockApi, renderWithProviders, RIDER } from './support';
import { AVAILABILITY, availabilityOf, formRoutes, PRIMAVERA, TAKEN } from './support/api';
import { daysFromToday, setClock } from './support/clock';
import { visibleText } from './support/text';

// What the shop's desk records reaches the rider: a ride handed over or back, a scooter in the
// workshop (docs/PRODUCT.md, "The shop's desk").

describe('my reservations, with what the desk recorded', () => {
  beforeEach(() => setClock('2026-11-23T10:00:00Z'));
  afterEach(() => jest.useRealTimers());

  const ride = (id: number, date: string, status?: Reservation['status']): Reservation => ({
    id,
    date,
    city: 'Rome',
    motorcycle_id: 1,
    motorcycle_name: 'Vespa Primavera',
    duration: 2,
    total: 25,
    ...(status ? { status } : {}),
  });

  it('says "Out now" for a ride handed over (even before its start: no Cancel) and "Returned" for one back', async () => {
    mockApi({
      'GET /api/v1/reservations': listOf([
        ride(1, '2020-01-10', 'returned'),
        ride(2, '2026-11-24', 'out'),
        ride(3, '2026-11-25', 'confirmed'),
        ride(4, '2026-11-26'),
      ]),
    });
    renderWithProviders(<ReservationsPage />, {
      path: '/reservations',
      route: '/reservations',
      signedInAs: RIDER,
    });
    const table = await screen.findByRole('table', {
      name: 'Your bookings: upcoming first, then earlier rides',
    });
    const actions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(actions).toEqual(
      ['Returned', 'Out now', 'Cancel', 'Cancel'].map((action) => `${action}Add to calendar`),
    );
    expect(screen.getAllByRole('button', { name: /^Cancel/ })).toHaveLength(2);
  });
});

describe('the reserve form, with a scooter in the workshop', () => {
  it('lists the workshop time as "In the workshop" and flags that day before Book Now', async () => {
    const day = daysFromToday(5);
    const booked = daysFromToday(8);
    mockApi(
      formRoutes({
        [AVAILABILITY]: availabilityOf([
          { start: `${day}T00:00`, end: `${daysFromToday(6)}T00:00`, kind: 'workshop' },
          // A ride the next day is its own line: the two kinds are never joined.
          { start: `${daysFromToday(6)}T00:00`, end: `${daysFromToday(7)}T00:00` },
          { start: `${booked}T10:00`, end: `${booked}T12:00`, kind: 'booked' },
        ]),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReservePage />, {
      path: '/reserve/new',
      route: { pathname: '/reserve/new', state: { motorcycleId: PRIMAVERA.id } },
      signedInAs: RIDER,
    });
    const region = await screen.findByRole('region', { name: 'When this Vespa is taken' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map(visibleText)).toEqual([
      expect.stringMatching(/, all day: In the workshop$/),
      expect.stringMatching(/, all day$/),
      expect.stringMatching(/, 10:00–12:00$/),
    ]);

    await user.type(screen.getByLabelText('City'), 'Rome');
    await user.type(screen.getByLabelText('Date'), day);
    // Whatever the start (the next whole hour by default), a day in the workshop is taken.
    await user.type(screen.getByLabelText('Hours'), '2');
    expect(screen.getByText(TAKEN)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), daysFromToday(9));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument(),
    );
  });
});
