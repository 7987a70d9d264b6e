import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import FleetPage from '../src/fleet/FleetPage';
import { block, deskApi, expectLabelInName, ride, setShopClock } from './support/desk';
import { ADMIN, renderWithProviders } from './support';

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const renderFleet = (search = '') =>
  renderWithProviders(
    <>
      <FleetPage />
      <Search />
    </>,
    { path: '/admin/fleet', route: `/admin/fleet${search}`, signedInAs: ADMIN },
  );

const windowsAsked = (calls: { route: string; url: string }[]) =>
  calls
    .filter(({ route }) => route === 'GET /api/v1/admin/fleet')
    .map(({ url }) => new URL(url).search);

beforeEach(() => {
  localStorage.clear();
  setShopClock('2030-12-03T09:00');
});
afterEach(() => {
  jest.useRealTimers();
  // @ts-expect-error -- jsdom has none; a test that needs one sets it.
  delete window.matchMedia;
});

describe('the fleet timeline', () => {
  it('fetches only the week shown, which the address holds; previous, next and back to this week', async () => {
    const { calls } = deskApi([]);
    const user = userEvent.setup();
    renderFleet('?week=2030-12-11');
    expect(
      await screen.findByRole('heading', { name: 'December 9 – December 15, 2030' }),
    ).toBeInTheDocument();
    await screen.findByRole('grid', { name: 'December 9 – December 15, 2030' });
    expect(windowsAsked(calls)).toEqual(['?from=2030-12-09&days=7']);

    await user.click(screen.getByRole('link', { name: 'Next week' }));
    await screen.findByRole('heading', { name: 'December 16 – December 22, 2030' });
    expect(screen.getByTestId('search')).toHaveTextContent('?week=2030-12-16');
    await user.click(screen.getByRole('link', { name: 'This week' }));
    await screen.findByRole('heading', { name: 'December 2 – December 8, 2030' });
    // This week offers no way to itself.
    expect(screen.queryByRole('link', { name: 'This week' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous week' }));
    await screen.findByRole('heading', { name: 'November 25 – December 1, 2030' });
    expect(windowsAsked(calls)).toEqual([
      '?from=2030-12-09&days=7',
      '?from=2030-12-16&days=7',
      '?from=2030-12-02&days=7',
      '?from=2030-11-25&days=7',
    ]);
  });

  it('opens on the shop’s week: a row per scooter, a column per day, today marked', async () => {
    deskApi([]);
    renderFleet();
    const grid = await screen.findByRole('grid', { name: 'December 2 – December 8, 2030' });
    const [head, ...rows] = within(grid).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Scooter',
      'Mon, Dec 2Monday, December 2',
      'Tue, Dec 3Tuesday, December 3Today',
      'Wed, Dec 4Wednesday, December 4',
      'Thu, Dec 5Thursday, December 5',
      'Fri, Dec 6Friday, December 6',
      'Sat, Dec 7Saturday, December 7',
      'Sun, Dec 8Sunday, December 8',
    ]);
    expect(within(head!).getByRole('columnheader', { current: 'date' })).toHaveTextContent(
      'Tuesday, December 3',
    );
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Vespa GTSGTS 300',
      'Vespa PrimaveraPrimavera 125',
      'Vespa SprintSprint 150',
    ]);
    expect(within(rows[0]!).getAllByRole('gridcell')).toHaveLength(7);
  });

  it('says each ride as one sentence, shows its rider and status in words, and hatches workshop blocks with their reason', async () => {
    deskApi(
      [
        ride(1),
        ride(2, {
          date: '2030-12-02T08:00',
          duration: 4,
          status: 'out',
          user: { id: 3, name: 'Olga Out', email: 'o@example.test' },
        }),
        ride(3, { date: '2030-12-05', duration: 24, status: 'cancelled', motorcycle_id: 3 }),
      ],
      [block(7)],
    );
    renderFleet();
    const bar = await screen.findByRole('button', {
      name: 'Vespa GTS, Tuesday, December 3, 10:00 to 13:00, Rita Rider, confirmed',
    });
    expect(bar).toHaveTextContent('Rita Rider Confirmed');
    expectLabelInName(bar);
    expect(bar).toHaveClass('admin-fleet__bar--confirmed');
    // Back by noon on Monday, still out on Tuesday morning: overdue, in words too.
    const late = screen.getByRole('button', {
      name: 'Vespa GTS, Monday, December 2, 08:00 to 12:00, Olga Out, out, overdue',
    });
    expect(late).toHaveTextContent('Olga Out Out, overdue');
    expectLabelInName(late);
    expect(late).toHaveClass('admin-fleet__bar--overdue');

    const workshop = screen.getByRole('button', {
      name: 'Vespa Primavera, Wednesday, December 4, 09:00 to 17:00, in the workshop: brake pads',
    });
    expect(workshop).toHaveClass('admin-fleet__bar--workshop');
    expect(workshop).toHaveTextContent('Workshop brake pads');
    expectLabelInName(workshop);
    // Placed by time in its day: from 09:00 for 8 hours.
    expect(workshop).toHaveStyle({ left: '37.5%', width: `${(8 / 24) * 100}%` });
    // A cancelled ride holds no time: its day is free.
    expect(
      screen.getByRole('button', { name: 'Vespa Sprint, Thursday, December 5, free' }),
    ).toHaveAccessibleDescription('Free: opens the form that takes the scooter out of service.');
  });

  it('on a phone, shows one scooter’s week as a list by day, chosen with a select', async () => {
    // A phone: jsdom has no matchMedia, the page asks for one (shared-auth's useMediaQuery).
    window.matchMedia = jest.fn(
      (media: string) =>
        ({
          media,
          matches: media === '(max-width: 768px)',
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    deskApi([ride(1)], [block(7)]);
    const user = userEvent.setup();
    renderFleet();
    const select = await screen.findByLabelText('Scooter');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const days = () => screen.getAllByRole('heading', { level: 3 });
    expect(days().map((day) => day.textContent)).toEqual([
      'Monday, December 2',
      'Tuesday, December 3Today',
      'Wednesday, December 4',
      'Thursday, December 5',
      'Friday, December 6',
      'Saturday, December 7',
      'Sunday, December 8',
    ]);
    const tuesday = days()[1]!.parentElement as HTMLElement;
    const morning = within(tuesday).getByRole('button');
    expect(morning).toHaveAccessibleName(
      'Vespa GTS, Tuesday, December 3, 10:00 to 13:00, Rita Rider, confirmed',
    );
    expect(morning).toHaveTextContent('10:00 to 13:00 Rita Rider Confirmed');
    expectLabelInName(morning);
    expectLabelInName(within(days()[0]!.parentElement as HTMLElement).getByRole('button'));

    await user.selectOptions(select, 'Vespa Primavera');
    expect(screen.getByTestId('search')).toHaveTextContent('?scooter=2');
    const wednesday = days()[2]!.parentElement as HTMLElement;
    const workshop = within(wednesday).getByRole('button');
    expect(workshop).toHaveTextContent('In the workshop brake pads');
    expectLabelInName(workshop);
    expect(select).toHaveValue('2');
  });
});
