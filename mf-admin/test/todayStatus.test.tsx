import { screen, within } from '@testing-library/react';
import TodayPage from '../src/today/TodayPage';
import { deskApi, ride, setShopClock } from './support/desk';
import { ADMIN, renderWithProviders } from './support';

// What a day of use at the desk found (issue #32): one row said "Out, overdue" and "On time" at
// once; an all-day booking was "not collected, 1 hour 23 minutes late" at 01:23 at night; and a
// ride booked on a scooter still out past its end looked like any other pickup.

const rider = (id: number, name: string) => ({ id, name, email: `${id}@example.test` });

const renderToday = () =>
  renderWithProviders(<TodayPage />, {
    path: '/admin/today',
    route: '/admin/today',
    signedInAs: ADMIN,
  });

/** The words of every row of the list headed `title` (its name without the count). */
async function rowsOf(title: string): Promise<string[]> {
  const heading = await screen.findByRole('heading', { name: new RegExp(`^${title} \\(\\d+\\)$`) });
  const section = heading.closest('section') as HTMLElement;
  return within(section)
    .queryAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

afterEach(() => jest.useRealTimers());

describe('one status per row', () => {
  it('half a minute after the end, a ride still out is due now, not "overdue" and "on time"', async () => {
    setShopClock('2030-12-03T11:00', 30);
    deskApi([
      ride(1, { date: '2030-12-03T08:00', duration: 3, status: 'out', user: rider(1, 'Bea') }),
    ]);
    renderToday();
    expect(await rowsOf('Overdue returns')).toEqual([]);
    expect(await rowsOf('Returns')).toEqual(['11:00Vespa GTS BeaOutTake back']);
    for (const row of screen.getAllByRole('listitem')) {
      expect(row.textContent).not.toMatch(/overdue.*On time|On time.*overdue/i);
    }
  });

  it('a whole minute after the end, it is overdue and says how late', async () => {
    setShopClock('2030-12-03T11:01');
    deskApi([
      ride(1, { date: '2030-12-03T08:00', duration: 3, status: 'out', user: rider(1, 'Bea') }),
    ]);
    renderToday();
    expect(await rowsOf('Overdue returns')).toEqual([
      'Due 11:00Vespa GTS BeaOut, overdue1 minute lateTake back',
    ]);
  });
});

describe('an all-day booking is collected in opening hours', () => {
  const allDay = ride(2, { date: '2030-12-03', duration: 8, user: rider(2, 'Cy') });

  it('is simply to collect today at 01:23 at night', async () => {
    setShopClock('2030-12-03T01:23');
    deskApi([allDay]);
    renderToday();
    expect(await rowsOf('Pickups')).toEqual(['All dayVespa GTS CyConfirmedHand over']);
    expect(await rowsOf('Not collected')).toEqual([]);
  });

  it('is not collected an hour after the shop opens at 09:00, late from the opening', async () => {
    setShopClock('2030-12-03T10:30');
    deskApi([allDay]);
    renderToday();
    expect(await rowsOf('Not collected')).toEqual([
      'All dayVespa GTS CyConfirmed1 hour 30 minutes lateHand over',
    ]);
  });
});

describe('a pickup whose scooter has not come back', () => {
  it('is flagged with who still has the scooter', async () => {
    setShopClock('2030-12-03T11:30');
    deskApi([
      ride(1, { date: '2030-12-03T08:00', duration: 2, status: 'out', user: rider(1, 'Ann') }),
      ride(2, { date: '2030-12-03T12:00', duration: 2, user: rider(2, 'Bea') }),
      // Another scooter's pickup is not touched.
      ride(3, { date: '2030-12-03T12:00', duration: 2, user: rider(3, 'Cy'), motorcycle_id: 2 }),
    ]);
    renderToday();
    expect(await rowsOf('Pickups')).toEqual([
      '12:00Vespa GTS BeaConfirmedNot back yet: still out with AnnHand over',
      '12:00Vespa Primavera CyConfirmedHand over',
    ]);
  });
});
