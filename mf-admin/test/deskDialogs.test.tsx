import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FleetPage from '../src/fleet/FleetPage';
import { deskApi, ride, setShopClock } from './support/desk';
import { ADMIN, deferred, jsonResponse, renderWithProviders } from './support';

const MORNING = 'Vespa GTS, Tuesday, December 3, 10:00 to 13:00, Rita Rider';
const WHOLE_KM = 'Odometer must be a whole number of kilometres, 0 or more';

beforeEach(() => {
  localStorage.clear();
  setShopClock('2030-12-03T09:00');
});
afterEach(() => jest.useRealTimers());

/** The fleet page, and the ride's dialog opened from its bar. */
async function openRide(status: string) {
  renderWithProviders(<FleetPage />, {
    path: '/admin/fleet',
    route: '/admin/fleet',
    signedInAs: ADMIN,
  });
  const user = userEvent.setup();
  const bar = await screen.findByRole('button', { name: `${MORNING}, ${status}` });
  await user.click(bar);
  const dialog = await screen.findByRole('dialog', { name: 'Rita Rider: Vespa GTS' });
  return { user, bar, dialog };
}

describe('hand over', () => {
  it('takes the odometer in whole kilometres, 0 or more, and a note; then the bar says the scooter is out', async () => {
    const api = deskApi([ride(1)]);
    const { user, bar, dialog } = await openRide('confirmed');
    const odometer = within(dialog).getByLabelText('Odometer (km)');
    const handOver = within(dialog).getByRole('button', { name: 'Hand over' });
    for (const typed of ['', '12.5', '-3', '12 km']) {
      await user.clear(odometer);
      if (typed) await user.type(odometer, typed);
      await user.click(handOver);
      expect(odometer).toHaveAccessibleDescription(
        `Whole kilometres, as the scooter shows them. ${WHOLE_KM}`,
      );
      expect(odometer).toHaveAttribute('aria-invalid', 'true');
      expect(odometer).toHaveFocus();
    }
    expect(api.callsTo('POST /api/v1/reservations/1/pickup')).toHaveLength(0);

    await user.clear(odometer);
    await user.type(odometer, '0');
    expect(odometer).not.toHaveAttribute('aria-invalid');
    await user.clear(odometer);
    await user.type(odometer, '12345');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Helmet size M');
    await user.click(handOver);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/v1/reservations/1/pickup')[0]?.body).toEqual({
      odometer_km: 12345,
      note: 'Helmet size M',
      money: [],
    });
    expect(await screen.findByText('The scooter is out')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `${MORNING}, out` })).toBe(bar);
    expect(bar).toHaveFocus();
  });

  it('shows the api’s refusal in the dialog and keeps what was typed', async () => {
    const refused = 'This ride was handed over already';
    deskApi([ride(1)], [], {
      'POST /api/v1/reservations/:id/pickup': () =>
        jsonResponse(422, { success: false, error: true, message: [refused] }),
    });
    const { user, dialog } = await openRide('confirmed');
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    expect(within(dialog).getByLabelText('Odometer (km)')).toHaveValue('5');
  });
});

describe('take back', () => {
  const out = () => ride(1, { status: 'out', pickup_odometer_km: 12000 });

  it('refuses an odometer below the hand-over’s, then records it with the damage', async () => {
    const api = deskApi([out()]);
    const { user, dialog } = await openRide('out');
    expect(within(dialog).queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    const odometer = within(dialog).getByLabelText('Odometer (km)');
    await user.type(odometer, '11999');
    await user.click(within(dialog).getByRole('button', { name: 'Take back' }));
    expect(odometer).toHaveAccessibleDescription(
      "At hand-over it showed 12,000 km. Odometer can't be below the 12000 km it showed when it was handed over",
    );
    expect(api.callsTo('POST /api/v1/reservations/1/return')).toHaveLength(0);

    await user.clear(odometer);
    await user.type(odometer, '12000');
    await user.type(within(dialog).getByLabelText('Damage (optional)'), 'Scratched mirror');
    await user.click(within(dialog).getByRole('button', { name: 'Take back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/v1/reservations/1/return')[0]?.body).toEqual({
      odometer_km: 12000,
      damage: 'Scratched mirror',
      money: [],
    });
    const back = await screen.findByRole('button', { name: `${MORNING}, returned` });
    await user.click(back);
    const done = screen.getByRole('dialog', { name: 'Rita Rider: Vespa GTS' });
    // Only the facts now: nothing more to do with a returned ride.
    expect(within(done).queryByRole('textbox')).toBeNull();
    expect(within(done).getByText('On time')).toBeInTheDocument();
  });
});

describe('cancel', () => {
  it('is offered for a ride that has not started, asked once more, and frees its day', async () => {
    const api = deskApi([ride(1)]);
    const { user, bar, dialog } = await openRide('confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel reservation' })).toHaveFocus();
    expect(api.callsTo('DELETE /api/v1/reservations/1')).toHaveLength(0);

    // The fleet's next answer is held, as a slow network would: the dialog closes first.
    const answer = deferred<void>();
    const answerFleet = api.fetch.getMockImplementation() as typeof fetch;
    api.fetch.mockImplementation(async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/admin/fleet')) {
        await answer.promise;
      }
      return answerFleet(input, init);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Reservation cancelled successfully')).toBeInTheDocument();
    expect(bar).toHaveFocus();
    // Then its bar goes; the focus goes to what holds its day now.
    await act(async () => answer.resolve());
    const free = await screen.findByRole('button', {
      name: 'Vespa GTS, Tuesday, December 3, free',
    });
    await waitFor(() => expect(free).toHaveFocus());
  });
});
