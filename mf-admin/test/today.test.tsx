import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TodayPage from '../src/today/TodayPage';
import { deskApi, ride, setShopClock, shopInstant } from './support/desk';
import { ADMIN, renderWithProviders } from './support';

const rider = (id: number, name: string) => ({ id, name, email: `${id}@example.test` });

// Tuesday, December 3 2030 at 11:30 in the shop.
const RIDES = [
  // Due back yesterday at 18:00, still out: outside today's window, in the list of rides out.
  ride(1, { date: '2030-12-02T14:00', duration: 4, status: 'out', user: rider(1, 'Ann') }),
  ride(2, { date: '2030-12-03T08:00', duration: 3, status: 'out', user: rider(2, 'Bea') }),
  // Due at 10:00, not handed over an hour later.
  ride(3, { date: '2030-12-03T10:00', duration: 3, user: rider(3, 'Cy'), motorcycle_id: 2 }),
  ride(4, { date: '2030-12-03T10:45', duration: 1, user: rider(4, 'Dee'), motorcycle_id: 3 }),
  ride(5, { date: '2030-12-03T15:00', duration: 2, user: rider(5, 'Eve') }),
  ride(6, {
    date: '2030-12-03T09:00',
    duration: 8,
    status: 'out',
    user: rider(6, 'Fay'),
    motorcycle_id: 2,
  }),
  ride(7, {
    date: '2030-12-03T07:00',
    duration: 2,
    status: 'returned',
    late_minutes: 12,
    user: rider(7, 'Gus'),
    motorcycle_id: 3,
  }),
  ride(8, { date: '2030-12-03T12:00', duration: 1, status: 'cancelled', user: rider(8, 'Hal') }),
  ride(9, { date: '2030-12-04T10:00', duration: 1, user: rider(9, 'Ida') }),
];

const renderToday = () =>
  renderWithProviders(<TodayPage />, {
    path: '/admin/today',
    route: '/admin/today',
    signedInAs: ADMIN,
  });

/** Each list of the page: its heading, then each row's words. */
function lists() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => {
    const section = heading.closest('section') as HTMLElement;
    const rows = within(section)
      .queryAllByRole('listitem')
      .map((row) => row.textContent);
    return [heading.textContent, ...rows];
  });
}

beforeEach(() => {
  localStorage.clear();
  setShopClock('2030-12-03T11:30');
});
afterEach(() => jest.useRealTimers());

describe('today at the desk', () => {
  it('puts the late ones first, then the day’s pickups and returns by time', async () => {
    const { calls } = deskApi(RIDES);
    renderToday();
    expect(await screen.findByRole('heading', { name: 'Pickups (4)' })).toBeInTheDocument();
    expect(screen.getByText(/^Tuesday, December 3 at the desk/)).toBeInTheDocument();
    expect(lists()).toEqual([
      [
        'Overdue returns (2)',
        'Due Mon, Dec 2, 18:00Vespa GTS AnnOut, overdue17 hours 30 minutes lateTake back',
        'Due 11:00Vespa GTS BeaOut, overdue30 minutes lateTake back',
      ],
      ['Not collected (1)', '10:00Vespa Primavera CyConfirmed1 hour 30 minutes lateHand over'],
      [
        'Pickups (4)',
        '07:00Vespa Sprint GusReturnedBack: 12 minutes lateDetails',
        '09:00Vespa Primavera FayOutHanded overTake back',
        '10:45Vespa Sprint DeeConfirmedHand over',
        // Both rides out on the Vespa GTS are overdue: the desk sees Eve's cannot go yet.
        '15:00Vespa GTS EveConfirmedNot back yet: still out with BeaHand over',
      ],
      [
        'Returns (2)',
        '09:00Vespa Sprint GusReturnedBack: 12 minutes lateDetails',
        '17:00Vespa Primavera FayOutTake back',
      ],
    ]);
    // Today's window of the fleet, and every ride out whenever it began.
    expect(calls.map(({ url }) => url.replace('http://api.test', ''))).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/fleet?from=2030-12-03&days=1',
        '/api/v1/admin/reservations?status=out&limit=200',
      ]),
    );
    expect(
      screen.getByRole('button', { name: 'Hand over Vespa Primavera to Cy' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Take back Vespa GTS from Ann' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Overdue returns (2)' }).closest('section'),
    ).toHaveClass('admin-today__group--alert');
  });

  it('says so when a list is empty', async () => {
    deskApi([]);
    renderToday();
    expect(await screen.findByText('No pickups today.')).toBeInTheDocument();
    expect(screen.getByText('No returns today.')).toBeInTheDocument();
    expect(screen.getByText('Every scooter out is due back later.')).toBeInTheDocument();
  });

  it('does each row’s step in a dialog; the ride moves to its new list and the focus to what was said', async () => {
    const api = deskApi(RIDES);
    const user = userEvent.setup();
    renderToday();
    await user.click(
      await screen.findByRole('button', { name: 'Hand over Vespa Primavera to Cy' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cy: Vespa Primavera' });
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/v1/reservations/3/pickup')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Not collected (0)' })).toBeInTheDocument();
    expect(
      (await screen.findByText('The scooter is out')).closest('[tabindex="-1"]'),
    ).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Returns (3)' })).toBeInTheDocument();
  });

  it('shows another desk’s hand-over when the window gets the focus back, without a reload', async () => {
    const api = deskApi(RIDES);
    renderToday();
    await screen.findByRole('heading', { name: 'Not collected (1)' });
    // Another desk hands Cy's scooter over.
    api.state.rides = api.state.rides.map((r) => (r.id === 3 ? { ...r, status: 'out' } : r));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('heading', { name: 'Not collected (0)' })).toBeInTheDocument();
  });

  it('asks again every 15 seconds while it is shown', async () => {
    // Timers too: the clock moves on by itself and by the test.
    jest.useFakeTimers({ now: shopInstant('2030-12-03T11:30'), advanceTimers: true });
    const api = deskApi(RIDES);
    renderToday();
    await screen.findByRole('heading', { name: 'Not collected (1)' });
    api.state.rides = api.state.rides.map((r) => (r.id === 3 ? { ...r, status: 'out' } : r));
    await act(async () => {
      jest.advanceTimersByTime(14_000);
    });
    expect(api.callsTo('GET /api/v1/admin/fleet')).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(await screen.findByRole('heading', { name: 'Not collected (0)' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/admin/fleet')).toHaveLength(2);
  });
});
