import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TodayPage from '../src/today/TodayPage';
import { deskApi, ride, setShopClock } from './support/desk';
import { ADMIN, deferred, jsonResponse, renderWithProviders, type ApiCall } from './support';

// Today's search (docs/PRODUCT.md, "The shop's desk"): a rider at the counter gives a reference or
// a name, and the desk finds the ride, on any day, and opens it with its steps.

const rider = (id: number, name: string) => ({
  id,
  name,
  email: `${name.split(' ')[1]?.toLowerCase()}@example.test`,
});

// Tuesday, December 3 2030 at 11:30 in the shop.
const RIDES = [
  // Out since last week: held before yesterday, found as a ride still out.
  ride(7, { date: '2030-11-28T10:00', duration: 4, status: 'out', user: rider(7, 'Rossi Paolo') }),
  ride(6, {
    date: '2030-12-03T10:45',
    duration: 1,
    user: rider(6, 'Rossi Marco'),
    motorcycle_id: 3,
    motorcycle_name: 'Vespa Sprint',
  }),
  // A day early.
  ride(5, {
    date: '2030-12-04T10:00',
    duration: 2,
    user: rider(5, 'Rossi Anna'),
    motorcycle_id: 2,
  }),
  // Back long ago: not the desk's business today.
  ride(8, {
    date: '2030-11-20T10:00',
    duration: 2,
    status: 'returned',
    user: rider(5, 'Rossi Anna'),
  }),
  ride(12, { date: '2030-12-10T09:00', duration: 2, user: rider(12, 'Eve Verdi') }),
];

const SEARCHES = 'GET /api/v1/admin/reservations';

const renderToday = (language?: 'it') =>
  renderWithProviders(<TodayPage />, {
    path: '/admin/today',
    route: '/admin/today',
    signedInAs: ADMIN,
    language,
  });

/** The searches asked of the api (not Today's list of rides out), as query strings. */
const searchesIn = (calls: ApiCall[]) =>
  calls
    .filter(
      (call) => call.route === SEARCHES && new URL(call.url).searchParams.get('limit') !== '200',
    )
    .map((call) => new URL(call.url).search);

const field = () => screen.getByRole('searchbox', { name: 'Reference or rider' });
const found = () => screen.findByRole('list', { name: /^Rides matching / });
const foundRows = async () =>
  within(await found())
    .getAllByRole('listitem')
    .map((row) => row.textContent);

/**
 * Re-programs the api: a search (a call with a rider or a reference) is answered by `answer`
 * while it gives one, as the api holds it otherwise.
 */
function answerSearches(api: ReturnType<typeof deskApi>, answer: () => Promise<Response> | null) {
  const otherwise = api.fetch.getMockImplementation() as typeof fetch;
  api.fetch.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const search = url.searchParams.has('rider') || url.searchParams.has('reference');
    return (search && answer()) || otherwise(input, init);
  });
}

beforeEach(() => {
  localStorage.clear();
  setShopClock('2030-12-03T11:30');
});
afterEach(() => jest.useRealTimers());

describe('Today’s search', () => {
  it('finds a rider’s rides from yesterday on and those still out, and says how many', async () => {
    const api = deskApi(RIDES);
    const user = userEvent.setup();
    renderToday();
    await screen.findByRole('heading', { name: /^Pickups/ });
    expect(screen.getByRole('search', { name: 'Find a ride' })).toContainElement(field());
    await user.type(field(), 'ross');
    expect(await foundRows()).toEqual([
      'Due Thu, Nov 28, 14:00Vespa GTS Rossi PaoloReference 7paolo@example.testOut, overdueOpen',
      '10:45Vespa Sprint Rossi MarcoReference 6marco@example.testConfirmedOpen',
      'Wed, Dec 4, 10:00Vespa Primavera Rossi AnnaReference 5anna@example.testConfirmedOpen',
    ]);
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('3 rides found.'),
    );
    // Typed letter by letter, asked once; no number in it, so no reference.
    expect(searchesIn(api.calls)).toEqual(
      expect.arrayContaining([
        '?rider=ross&from=2030-12-02&limit=50',
        '?rider=ross&status=out&limit=50',
      ]),
    );
    expect(searchesIn(api.calls)).toHaveLength(2);
  });

  it('finds a ride by its reference, on any day, as the rider says it, and opens it', async () => {
    const api = deskApi(RIDES);
    const user = userEvent.setup();
    renderToday();
    await user.type(field(), 'Reference 12{Enter}');
    expect(await foundRows()).toEqual([
      'Tue, Dec 10, 09:00Vespa GTS Eve VerdiReference 12verdi@example.testConfirmedOpen',
    ]);
    expect(searchesIn(api.calls)).toContain('?reference=12&limit=50');
    // In none of the day's lists, it opens all the same, with its steps.
    const open = within(await found()).getByRole('button', { name: /^Open Eve Verdi's / });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Eve Verdi: Vespa GTS' });
    expect(within(dialog).getByRole('heading', { name: 'Hand over' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel reservation' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    // A number larger than any reference is the start of a phone: only the rider is asked.
    await user.clear(field());
    await user.type(field(), '3471234567{Enter}');
    expect(await screen.findByText('No ride matches “3471234567”.')).toBeInTheDocument();
    expect(searchesIn(api.calls).filter((query) => query.includes('reference='))).toEqual([
      '?reference=12&limit=50',
    ]);
  });

  it('opens a ride found with its steps; handed over, the page says so and the row shows it out', async () => {
    const api = deskApi(RIDES);
    const user = userEvent.setup();
    renderToday();
    await user.type(field(), 'rossi m');
    await user.click(
      within(await found()).getByRole('button', { name: /^Open Rossi Marco's Vespa Sprint on / }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Rossi Marco: Vespa Sprint' });
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/v1/reservations/6/pickup')).toHaveLength(1);
    expect(
      (await screen.findByText('The scooter is out')).closest('[tabindex="-1"]'),
    ).toHaveFocus();
    await waitFor(async () =>
      expect(await foundRows()).toEqual([
        'Due 11:45Vespa Sprint Rossi MarcoReference 6marco@example.testOutOpen',
      ]),
    );
  });

  it('says when nothing matches', async () => {
    deskApi(RIDES);
    const user = userEvent.setup();
    renderToday();
    await user.type(field(), 'zed{Enter}');
    expect(await screen.findByText('No ride matches “zed”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Rides matching / })).toBeNull();
  });

  it('speaks Italian', async () => {
    deskApi(RIDES);
    const user = userEvent.setup();
    renderToday('it');
    const italian = await screen.findByRole('searchbox', { name: 'Riferimento o cliente' });
    expect(screen.getByRole('search', { name: 'Trova una prenotazione' })).toContainElement(
      italian,
    );
    await user.type(italian, 'eve{Enter}');
    expect(await screen.findByText('1 prenotazione trovata.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Apri Vespa GTS di Eve Verdi del / }),
    ).toHaveTextContent('Apri');
    await user.clear(italian);
    await user.type(italian, 'zed{Enter}');
    expect(
      await screen.findByText('Nessuna prenotazione corrisponde a “zed”.'),
    ).toBeInTheDocument();
  });

  it('shows a search on its way, and one that failed with a Retry that asks again', async () => {
    const api = deskApi(RIDES);
    const user = userEvent.setup();
    renderToday();
    await screen.findByRole('heading', { name: /^Pickups/ });
    // The searches are held, then fail; once the api is back, they are answered.
    const held = deferred<void>();
    let failing = true;
    answerSearches(api, () =>
      failing
        ? held.promise.then(() => jsonResponse(500, { success: false, message: 'Server error' }))
        : null,
    );
    await user.type(field(), 'eve{Enter}');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    held.resolve();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The search could not be done');
    expect(screen.queryByText('Searching...')).toBeNull();
    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await foundRows()).toEqual([
      'Tue, Dec 10, 09:00Vespa GTS Eve VerdiReference 12verdi@example.testConfirmedOpen',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
