import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reservation } from 'shared-domain';
import ReservationsPage from '../src/reservations/ReservationsPage';
import { deferred, jsonResponse, mockApi, renderWithProviders, RIDER } from './support';
import { reservationPages } from './support/api';
import { setClock } from './support/clock';

// My reservations on a phone: each ride a card of labelled facts with its actions, and a cancel
// that leaves the other rides reading as they did (issue #32: after a cancel a rider saw
// "$41.70 Cancel" with no scooter or date).

beforeEach(() => {
  setClock('2026-11-23T10:00:00Z');
});

afterEach(() => {
  jest.useRealTimers();
});

const SPRINT: Reservation = {
  id: 11,
  date: '2026-11-28',
  city: 'Rome',
  motorcycle_id: 3,
  motorcycle_name: 'Vespa Sprint',
  duration: 3,
  total: 41.7,
};
const GTS: Reservation = {
  id: 12,
  date: '2026-12-02T09:30',
  city: 'Ostia',
  motorcycle_id: 2,
  motorcycle_name: 'Vespa GTS',
  duration: 4,
  total: 74,
};
const PAST: Reservation = {
  id: 13,
  date: '2026-10-03',
  city: 'Tivoli',
  motorcycle_id: 1,
  motorcycle_name: 'Vespa Primavera',
  duration: 2,
  total: 25,
};

const renderList = () =>
  renderWithProviders(<ReservationsPage />, {
    path: '/reservations',
    route: '/reservations',
    signedInAs: RIDER,
  });

/** A ride's facts as a card shows them: each value under its column's name. */
const cardOf = (row: HTMLElement) =>
  Object.fromEntries(
    within(row)
      .getAllByRole('cell')
      .filter((cell) => cell.dataset.label)
      .map((cell) => [cell.dataset.label, cell.textContent]),
  );

it('shows each ride as a card of named facts whose actions name the ride', async () => {
  mockApi({ 'GET /api/v1/reservations': reservationPages(() => [SPRINT, GTS, PAST]) });
  renderList();
  const table = await screen.findByRole('table');
  const [sprint, gts, past] = within(table).getAllByRole('row').slice(1);
  expect(cardOf(sprint!)).toEqual({
    Date: 'Sat, Nov 28, 2026',
    Motorcycle: 'Vespa Sprint',
    City: 'Rome',
    Duration: '3 hours',
    Total: '$41.70',
  });
  expect(cardOf(past!)).toMatchObject({ Date: 'Sat, Oct 3, 2026', Motorcycle: 'Vespa Primavera' });
  expect(
    within(gts!)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual([
    'Cancel the reservation of Vespa GTS on Wed, Dec 2, 2026, 09:30–13:30',
    'Add to calendar: Vespa GTS on Wed, Dec 2, 2026, 09:30–13:30',
  ]);
});

it('after a cancel, the ride that takes the focus still reads its scooter and date, while the list is read again and after', async () => {
  let list = [SPRINT, GTS, PAST];
  const reread = deferred<void>();
  let reads = 0;
  mockApi({
    'GET /api/v1/reservations': (call) => {
      reads += 1;
      const answer = reservationPages(() => list)(call) as { status: number; body: unknown };
      const respond = () => jsonResponse(answer.status, answer.body);
      // The list is read again after the cancel: held, so the rows shown meanwhile are seen.
      return reads > 1 ? reread.promise.then(respond) : respond();
    },
    'DELETE /api/v1/reservations/:id': ({ params }) => {
      list = list.filter((ride) => ride.id !== Number(params.id));
      return jsonResponse(200, { success: true, message: 'Reservation cancelled successfully' });
    },
  });
  const user = userEvent.setup();
  renderList();
  await user.click(
    await screen.findByRole('button', {
      name: 'Cancel the reservation of Vespa Sprint on Sat, Nov 28, 2026',
    }),
  );
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'YES' }));
  expect(await screen.findByText('Reservation cancelled successfully')).toBeInTheDocument();

  const focusedRow = () => {
    const row = (document.activeElement as HTMLElement).closest('tr');
    expect(row).not.toBeNull();
    return row as HTMLElement;
  };
  const rides = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => cardOf(row));
  const expected = [
    expect.objectContaining({
      Date: 'Wed, Dec 2, 2026, 09:30–13:30',
      Motorcycle: 'Vespa GTS',
    }),
    expect.objectContaining({ Date: 'Sat, Oct 3, 2026', Motorcycle: 'Vespa Primavera' }),
  ];
  // The focus is on the next ride's Cancel, whose card names the scooter and the day.
  await waitFor(() =>
    expect(document.activeElement).toHaveAccessibleName(
      'Cancel the reservation of Vespa GTS on Wed, Dec 2, 2026, 09:30–13:30',
    ),
  );
  expect(cardOf(focusedRow())).toMatchObject({ Motorcycle: 'Vespa GTS', City: 'Ostia' });
  expect(screen.queryByRole('cell', { name: 'Vespa Sprint' })).not.toBeInTheDocument();
  expect(rides()).toEqual(expected);

  // And once the list has been read again.
  await act(async () => {
    reread.resolve();
    await reread.promise;
  });
  expect(reads).toBe(2);
  expect(rides()).toEqual(expected);
  expect(cardOf(focusedRow())).toMatchObject({ Motorcycle: 'Vespa GTS', City: 'Ostia' });
});
