import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import type { Reservation } from 'shared-domain';
import ReservationsPage from '../src/reservations/ReservationsPage';
import ConfirmationPage from '../src/confirmation/ConfirmationPage';
import ReservePage from '../src/reserve/ReservePage';
import {
  deferred,
  jsonResponse,
  mockApi,
  renderWithProviders,
  RIDER,
  type ApiAnswer,
  type ApiCall,
} from './support';
import { AVAILABILITY, availabilityOf, formRoutes, reservationPages } from './support/api';
import { MILAN, ROME, TURIN } from './support/reservations';
import { daysFromToday, setClock } from './support/clock';

// The page reads the clock (what has started, what has ended, today's date in the form): the
// tests set it, so the dates below mean the same on any day the suite runs.
beforeEach(() => {
  setClock('2026-11-23T10:00:00Z');
});

afterEach(() => {
  jest.useRealTimers();
});

const CANCELLED = 'Reservation cancelled successfully';
const QUESTION = 'Are you sure you want to cancel this reservation?';

const renderList = () =>
  renderWithProviders(<ReservationsPage />, {
    path: '/reservations',
    route: '/reservations',
    signedInAs: RIDER,
  });

const dialog = () => screen.getByRole('dialog', { hidden: true });
const cancelButton = (name: string) =>
  screen.getByRole('button', { name: `Cancel the reservation of ${name}` });
const ROME_NAME = 'Vespa Primavera on Tue, Nov 24, 2026';
const MILAN_NAME = 'Vespa GTS on Thu, Dec 31, 2026, 22:00';

/**
 * The api: a list that a DELETE really shortens, as the server does. `cancel` may answer
 * otherwise (an error, or a held answer).
 */
function fakeApi(initial: Reservation[], cancel?: (call: ApiCall) => ApiAnswer) {
  let list = [...initial];
  const api = mockApi({
    'GET /api/v1/reservations': reservationPages(() => list),
    'DELETE /api/v1/reservations/:id': (call) => {
      if (cancel) return cancel(call);
      list = list.filter((r) => r.id !== Number(call.params.id));
      return jsonResponse(200, { success: true, message: CANCELLED });
    },
  });
  return { ...api, routes: () => api.calls.map((call) => call.route) };
}

describe('the list', () => {
  it('lists the rider’s bookings in a table: Date, Motorcycle, City, duration, total and actions', async () => {
    // The api's order: upcoming rides soonest first, then earlier rides latest first.
    mockApi({ 'GET /api/v1/reservations': reservationPages(() => [ROME, MILAN, TURIN]) });
    renderList();
    const table = await screen.findByRole('table', {
      name: 'Your bookings: upcoming first, then earlier rides',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Motorcycle', 'City', 'Duration', 'Total', 'Actions']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      [
        'Tue, Nov 24, 2026',
        'Vespa Primavera',
        'Rome',
        '2.5 hours',
        '$31.25',
        'CancelAdd to calendar',
      ],
      [
        'Thu, Dec 31, 2026, 22:00 until Sat, Jan 2, 2027, 10:00',
        'Vespa GTS',
        'Milan',
        '36 hours',
        '$666.00',
        'CancelAdd to calendar',
      ],
      ['Fri, Jan 10, 2020', 'Vespa GTS', 'Turin', '2 hours', '$37.00', 'EndedAdd to calendar'],
    ]);
    expect(screen.getByText('Tue, Nov 24, 2026')).toHaveAttribute('datetime', '2026-11-24');
    // Each Cancel says which reservation it cancels.
    expect(cancelButton(ROME_NAME)).toHaveTextContent('Cancel');
    expect(cancelButton(MILAN_NAME)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Cancel/ })).toHaveLength(2);
  });

  it('offers no Cancel for a reservation that has started, and says so', async () => {
    // Held from two days ago to two days ahead: started, not yet ended.
    const riding = { ...ROME, id: 4, date: daysFromToday(-2), duration: 96 };
    mockApi({ 'GET /api/v1/reservations': reservationPages(() => [riding]) });
    renderList();
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('Started');
    expect(within(row).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it("offers Cancel until the ride starts on the shop's clock, not everywhere on earth", async () => {
    // 10:00 UTC (the clock set above) is 11:00 in Rome, the shop's time zone: a ride at 11:30
    // there is ahead, one at 10:30 and one for the whole of today have started, though it is
    // still the 22nd at UTC−12.
    const ahead = { ...ROME, id: 5, date: '2026-11-23T11:30', duration: 1 };
    const started = { ...ROME, id: 6, date: '2026-11-23T10:30', duration: 1 };
    const today = { ...ROME, id: 7, date: '2026-11-23', duration: 1 };
    mockApi({ 'GET /api/v1/reservations': reservationPages(() => [today, started, ahead]) });
    renderList();
    const table = await screen.findByRole('table');
    const actions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(actions).toEqual([
      'StartedAdd to calendar',
      'StartedAdd to calendar',
      'CancelAdd to calendar',
    ]);
  });

  it('reads the clock in the time zone the api names, whatever the browser is in', async () => {
    // 02:00 in Los Angeles: a ride there at 09:00 has not started.
    const morning = { ...ROME, id: 8, date: '2026-11-23T09:00', duration: 1 };
    const api = mockApi({
      'GET /api/v1/config': () =>
        jsonResponse(200, {
          success: true,
          data: { adminSignup: 'closed', shopTimeZone: 'America/Los_Angeles' },
        }),
      'GET /api/v1/reservations': reservationPages(() => [morning]),
    });
    renderList();
    expect(
      await screen.findByRole('button', { name: /^Cancel the reservation of Vespa Primavera/ }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/config')).toHaveLength(1);
  });

  it.each([
    ['01:59 in Rome', '2026-03-29T00:59:00Z', 'Cancel'],
    ['03:00 in Rome, a minute later', '2026-03-29T01:00:00Z', 'Started'],
  ])(
    'on the night the clocks go forward, offers Cancel of a ride at 03:00 at %s: %s',
    async (_when, instant, action) => {
      setClock(instant);
      const night = { ...ROME, id: 9, date: '2026-03-29T03:00', duration: 2 };
      mockApi({ 'GET /api/v1/reservations': reservationPages(() => [night]) });
      renderList();
      const row = (await screen.findAllByRole('row'))[1]!;
      expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(action);
    },
  );

  it('says it is loading until the list arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/v1/reservations': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderList();
    expect(await screen.findByText('Loading... your reservations')).toHaveAttribute(
      'role',
      'status',
    );
    answer(jsonResponse(200, { success: true, data: [ROME], next_cursor: null }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
  });

  it("says 'Upss! There is no Reserves' when there are none", async () => {
    mockApi({ 'GET /api/v1/reservations': reservationPages(() => []) });
    renderList();
    expect(
      await screen.findByRole('heading', { name: 'Upss! There is no Reserves' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserve Form' })).toHaveAttribute(
      'href',
      '/reserve/new',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error state when the list cannot be loaded, and Retry loads it', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/reservations': (call) =>
        fail ? 'network' : reservationPages(() => [ROME])(call),
    });
    const user = userEvent.setup();
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upss! There is an Error');
    expect(alert).toHaveTextContent('Please Check your Connection and try Again!');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Rome' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists a new booking right after it is made', async () => {
    const saved: Reservation[] = [];
    mockApi(
      formRoutes({
        'GET /api/v1/reservations': reservationPages(() => saved),
        'POST /api/v1/reservations': ({ body }) => {
          const created = { ...(body as Omit<Reservation, 'id' | 'motorcycle_name'>) };
          const reservation = { ...created, id: 5, motorcycle_name: 'Vespa Primavera' };
          saved.push(reservation);
          return { status: 201, body: { success: true, message: 'Booked!', data: reservation } };
        },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <nav>
          <Link to="/reserve/new">Reserve Form</Link> <Link to="/reservations">My list</Link>
        </nav>
        <Routes>
          <Route path="/reserve/new" element={<ReservePage />} />
          <Route path="/reservations" element={<ReservationsPage />} />
          <Route path="/reservations/:id" element={<ConfirmationPage />} />
        </Routes>
      </>,
      { route: '/reservations', signedInAs: RIDER },
    );
    await screen.findByRole('heading', { name: 'Upss! There is no Reserves' });

    await user.click(screen.getAllByRole('link', { name: 'Reserve Form' })[0]!);
    await user.type(screen.getByLabelText('City'), 'Naples');
    await screen.findByRole('option', { name: 'Vespa Primavera' });
    await user.selectOptions(screen.getByLabelText('Motorcycle'), 'Vespa Primavera');
    await user.type(screen.getByLabelText('Date'), daysFromToday(2));
    await user.type(screen.getByLabelText('Hours'), '1');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Your Vespa is booked' });

    await user.click(screen.getByRole('link', { name: 'My list' }));
    expect(await screen.findByRole('cell', { name: 'Naples' })).toBeInTheDocument();
  });
});

describe('cancelling', () => {
  it('asks first: NO keeps the reservation and gives the focus back to its Cancel', async () => {
    const { routes } = fakeApi([ROME, MILAN]);
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    const button = cancelButton(ROME_NAME);
    expect(dialog()).not.toHaveAttribute('open');

    await user.click(button);
    expect(dialog()).toHaveAttribute('open');
    // NO starts focused: a hasty Enter never cancels.
    expect(within(dialog()).getByRole('button', { name: 'NO' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: QUESTION })).toHaveAccessibleDescription(
      'Vespa Primavera in Rome on Tue, Nov 24, 2026. Its time becomes free for other riders at once.',
    );

    await user.click(within(dialog()).getByRole('button', { name: 'NO' }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
    expect(screen.getByRole('cell', { name: 'Rome' })).toBeInTheDocument();
    expect(routes().filter((route) => route.startsWith('DELETE'))).toEqual([]);
  });

  it('treats Escape as NO', async () => {
    const { routes } = fakeApi([ROME]);
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    const button = cancelButton(ROME_NAME);
    await user.click(button);
    // What the browser does on Escape in a modal dialog: a cancelable 'cancel' event.
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));

    expect(dialog()).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
    expect(screen.getByRole('cell', { name: 'Rome' })).toBeInTheDocument();
    expect(routes().filter((route) => route.startsWith('DELETE'))).toEqual([]);
  });

  it("YES says 'Cancelling...', then the server's message; the row goes and the focus moves to the next Cancel", async () => {
    const held = deferred<void>();
    let list = [ROME, MILAN];
    const api = mockApi({
      'GET /api/v1/reservations': reservationPages(() => list),
      'DELETE /api/v1/reservations/:id': async ({ params }) => {
        await held.promise;
        list = list.filter((r) => r.id !== Number(params.id));
        return jsonResponse(200, { success: true, message: CANCELLED });
      },
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.click(cancelButton(ROME_NAME));
    await user.click(within(dialog()).getByRole('button', { name: 'YES' }));

    expect(dialog()).not.toHaveAttribute('open');
    const pending = await screen.findByRole('button', {
      name: `Cancelling the reservation of ${ROME_NAME}`,
    });
    expect(pending).toHaveTextContent('Cancelling...');
    // It keeps the focus while the answer is on its way; every Cancel waits meanwhile.
    expect(pending).toHaveFocus();
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Cancelling...', { selector: '[role="status"]' })).toBeInTheDocument();
    await user.click(cancelButton(MILAN_NAME));
    expect(dialog()).not.toHaveAttribute('open');

    await act(async () => held.resolve());
    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    expect(screen.getByText(CANCELLED).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Rome' })).not.toBeInTheDocument();
    await waitFor(() => expect(cancelButton(MILAN_NAME)).toHaveFocus());
    expect(api.calls.find((call) => call.method === 'DELETE')).toMatchObject({
      url: 'http://api.test/api/v1/reservations/1',
      authorization: 'Bearer h.p.s',
    });
    // The list is asked again, so it matches the server.
    await waitFor(() => expect(api.callsTo('GET /api/v1/reservations')).toHaveLength(2));
  });

  it('moves the focus to the Cancel before it when the last row with one goes', async () => {
    fakeApi([ROME, MILAN]);
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.click(cancelButton(MILAN_NAME));
    await user.click(within(dialog()).getByRole('button', { name: 'YES' }));
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Milan' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(cancelButton(ROME_NAME)).toHaveFocus());
  });

  it('moves the focus to the table when the rows left have no Cancel', async () => {
    fakeApi([ROME, TURIN]);
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.click(cancelButton(ROME_NAME));
    await user.click(within(dialog()).getByRole('button', { name: 'YES' }));
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Your bookings: upcoming first, then earlier rides' }),
      ).toHaveFocus(),
    );
  });

  it('leaves the empty state and the message, with the focus on the message, after the only row goes', async () => {
    fakeApi([ROME]);
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.click(cancelButton(ROME_NAME));
    await user.click(within(dialog()).getByRole('button', { name: 'YES' }));
    expect(
      await screen.findByRole('heading', { name: 'Upss! There is no Reserves' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(CANCELLED).closest('[tabindex="-1"]')).toHaveFocus(),
    );
  });

  it("shows the server's refusal, keeps the row and gives the focus back to its Cancel", async () => {
    const started = 'This reservation has already started and can no longer be cancelled';
    fakeApi([ROME], () => ({
      status: 422,
      body: { success: false, error: true, message: [started] },
    }));
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.click(cancelButton(ROME_NAME));
    await user.click(within(dialog()).getByRole('button', { name: 'YES' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(started);
    expect(screen.getByRole('cell', { name: 'Rome' })).toBeInTheDocument();
    await waitFor(() => expect(cancelButton(ROME_NAME)).toHaveFocus());
    expect(cancelButton(ROME_NAME)).not.toHaveAttribute('aria-disabled');
  });

  it("says 'Connection Issues !' when the request gets no answer", async () => {
    fakeApi([ROME], () => 'network');
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.click(cancelButton(ROME_NAME));
    await user.click(within(dialog()).getByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection Issues !');
    expect(screen.getByRole('cell', { name: 'Rome' })).toBeInTheDocument();
    await waitFor(() => expect(cancelButton(ROME_NAME)).toHaveFocus());
  });

  it('drops a reservation the server no longer has (404) and says so', async () => {
    let list = [ROME, MILAN];
    mockApi({
      'GET /api/v1/reservations': reservationPages(() => list),
      'DELETE /api/v1/reservations/:id': ({ params }) => {
        // Cancelled meanwhile in another tab.
        list = list.filter((r) => r.id !== Number(params.id));
        return jsonResponse(404, { success: false, error: true, message: 'Reservation not found' });
      },
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.click(cancelButton(ROME_NAME));
    await user.click(within(dialog()).getByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reservation not found');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Rome' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(cancelButton(MILAN_NAME)).toHaveFocus());
  });

  it('frees the time at once: the reserve form then shows the motorcycle free and offers Book Now', async () => {
    const day = daysFromToday(12);
    const booked: Reservation = { ...ROME, id: 7, date: day, duration: 3 };
    let list = [booked];
    const api = mockApi(
      formRoutes({
        'GET /api/v1/reservations': reservationPages(() => list),
        'DELETE /api/v1/reservations/:id': ({ params }) => {
          list = list.filter((r) => r.id !== Number(params.id));
          return jsonResponse(200, { success: true, message: CANCELLED });
        },
        [AVAILABILITY]: (call) =>
          availabilityOf(
            list.map((r) => ({ start: `${r.date}T00:00`, end: `${addDay(r.date)}T00:00` })),
          )(call),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <nav>
          <Link to="/reserve/new">Reserve Form</Link> <Link to="/reservations">My list</Link>
        </nav>
        <Routes>
          <Route path="/reserve/new" element={<ReservePage />} />
          <Route path="/reservations" element={<ReservationsPage />} />
        </Routes>
      </>,
      { route: { pathname: '/reserve/new', state: { motorcycleId: 1 } }, signedInAs: RIDER },
    );
    const taken = await screen.findByRole('region', { name: 'When this Vespa is taken' });
    expect(await within(taken).findAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'My list' }));
    await screen.findByRole('table');
    await user.click(cancelButton(`Vespa Primavera on ${longDay(day)}`));
    await user.click(within(dialog()).getByRole('button', { name: 'YES' }));
    await screen.findByText(CANCELLED);

    await user.click(screen.getAllByRole('link', { name: 'Reserve Form' })[0]!);
    await screen.findByRole('option', { name: 'Vespa Primavera' });
    await user.selectOptions(screen.getByLabelText('Motorcycle'), 'Vespa Primavera');
    const region = await screen.findByRole('region', { name: 'When this Vespa is taken' });
    expect(await within(region).findByText('Free for the next 6 weeks')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'Rome');
    await user.type(screen.getByLabelText('Date'), day);
    await user.type(screen.getByLabelText('Hours'), '3');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/motorcycles/1/availability').length).toBeGreaterThan(1);
  });
});

function addDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** "Tue, Nov 24, 2026", as the table writes a day. */
function longDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
