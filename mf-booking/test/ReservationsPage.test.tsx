import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import type { Reservation } from 'shared-domain';
import ReservationsPage from '../src/reservations/ReservationsPage';
import ReservePage from '../src/reserve/ReservePage';
import { daysFromToday, listOf, mockApi, MOTORCYCLES, renderWithProviders, rider } from './support';

afterEach(() => {
  jest.restoreAllMocks();
});

const ROME: Reservation = {
  id: 1,
  date: '2026-11-24',
  city: 'Rome',
  motorcycle_id: 1,
  motorcycle_name: 'Vespa Primavera',
  duration: 2.5,
  total: 31.25,
};
const MILAN: Reservation = {
  id: 2,
  date: '2026-12-31T22:00',
  city: 'Milan',
  motorcycle_id: 2,
  motorcycle_name: 'Vespa GTS',
  duration: 36,
  total: 666,
};

const renderList = () =>
  renderWithProviders(<ReservationsPage />, {
    path: '/reservations',
    route: '/reservations',
    signedInAs: rider,
  });

it('lists the rider’s bookings in a table: Date, Motorcycle, City, then duration and total', async () => {
  mockApi({ 'GET /api/v1/reservations': listOf([ROME, MILAN]) });
  renderList();
  const table = await screen.findByRole('table', { name: 'Your bookings, earliest first' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Date', 'Motorcycle', 'City', 'Duration', 'Total']);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );
  expect(rows).toEqual([
    ['Tue, Nov 24, 2026', 'Vespa Primavera', 'Rome', '2.5 hours', '$31.25'],
    [
      'Thu, Dec 31, 2026 at 22:00 until Sat, Jan 2, 2027 at 10:00',
      'Vespa GTS',
      'Milan',
      '36 hours',
      '$666.00',
    ],
  ]);
  expect(screen.getByText('Tue, Nov 24, 2026')).toHaveAttribute('datetime', '2026-11-24');
});

it('says it is loading until the list arrives', async () => {
  let answer: (response: Response) => void = () => undefined;
  mockApi({
    'GET /api/v1/reservations': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  renderList();
  expect(await screen.findByRole('status')).toHaveTextContent('Loading... your reservations');
  answer(new Response(JSON.stringify({ success: true, data: [ROME] }), { status: 200 }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
});

it("says 'Upss! There is no Reserves' when there are none", async () => {
  mockApi({ 'GET /api/v1/reservations': listOf([]) });
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
    'GET /api/v1/reservations': () =>
      fail ? 'network' : { status: 200, body: { success: true, data: [ROME] } },
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
  mockApi({
    'GET /api/v1/motorcycles': listOf(MOTORCYCLES),
    'GET /api/v1/reservations': () => ({ status: 200, body: { success: true, data: [...saved] } }),
    'POST /api/v1/reservations': ({ body }) => {
      const created = { ...(body as Omit<Reservation, 'id' | 'motorcycle_name'>) };
      const reservation = { ...created, id: 5, motorcycle_name: 'Vespa Primavera' };
      saved.push(reservation);
      return { status: 201, body: { success: true, message: 'Booked!', data: reservation } };
    },
  });
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
    { route: '/reservations', signedInAs: rider },
  );
  await screen.findByRole('heading', { name: 'Upss! There is no Reserves' });

  await user.click(screen.getAllByRole('link', { name: 'Reserve Form' })[0]!);
  await user.type(screen.getByLabelText('City'), 'Naples');
  await screen.findByRole('option', { name: 'Vespa Primavera' });
  await user.selectOptions(screen.getByLabelText('Motorcycle'), 'Vespa Primavera');
  await user.type(screen.getByLabelText('Date'), daysFromToday(2));
  await user.type(screen.getByLabelText('Time'), '01:00');
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  await screen.findByText('Booked!');

  await user.click(screen.getByRole('link', { name: 'My list' }));
  expect(await screen.findByRole('cell', { name: 'Naples' })).toBeInTheDocument();
});
