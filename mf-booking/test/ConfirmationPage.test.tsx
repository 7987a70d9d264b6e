import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { LedgerLine, Reservation } from 'shared-domain';
import ConfirmationPage from '../src/confirmation/ConfirmationPage';
import ReservePage from '../src/reserve/ReservePage';
import { jsonResponse, mockApi, renderWithProviders, RIDER, SHOP, STAFF } from './support';
import { formRoutes, reservationPages, RIDE_MONEY, rideMoney } from './support/api';
import { setClock } from './support/clock';

// After Book Now the rider reads the booking's confirmation at /reservations/:id: what, when,
// where to collect it and on which hours, what to bring, and the reference the desk finds.

beforeEach(() => setClock('2026-11-23T10:00:00Z'));
afterEach(() => jest.useRealTimers());

/** Wednesday 25 November 2026, 2.5 hours. */
const BOOKED: Reservation = {
  id: 42,
  date: '2026-11-25',
  city: 'Rome',
  motorcycle_id: 1,
  motorcycle_name: 'Vespa Primavera',
  duration: 2.5,
  total: 31.25,
};

const renderConfirmation = (id: number, language: 'en' | 'it' = 'en', signedInAs = RIDER) =>
  renderWithProviders(<ConfirmationPage />, {
    path: '/reservations/:id',
    route: `/reservations/${id}`,
    signedInAs,
    language,
  });

it('shows what, when, where, what to bring and the reference, after a reload too', async () => {
  mockApi({
    'GET /api/v1/reservations': reservationPages(() => [BOOKED]),
    [RIDE_MONEY]: rideMoney(),
  });
  renderConfirmation(42);
  const title = await screen.findByRole('heading', { name: 'Your Vespa is booked' });
  // The form is gone: the keyboard starts from the answer.
  expect(title).toHaveFocus();
  expect(screen.getByText('Your reference:').parentElement).toHaveTextContent(
    'Your reference: 42Give it at the desk when you collect your Vespa.',
  );
  const facts = screen.getByText('Vespa Primavera').closest('dl') as HTMLElement;
  expect(within(facts).getByText('Wed, Nov 25, 2026, for 2.5 hours')).toBeVisible();
  await within(facts).findByText('Vespa Rentals Roma');
  const address = facts.querySelector('address') as HTMLElement;
  expect(address).toHaveTextContent('Vespa Rentals Roma');
  expect(address).toHaveTextContent('Via dei Serpenti 12, 00184 Roma');
  expect(within(address).getByRole('link', { name: '+39 06 1234 5678' })).toHaveAttribute(
    'href',
    'tel:+390612345678',
  );
  expect(screen.getByText('Open that day from 09:00 to 19:00.')).toBeVisible();
  const bring = screen.getByRole('list', { name: 'What to bring' });
  expect(
    within(bring)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Your driving licence',
    'An identity document: identity card or passport',
    'A payment card for the deposit',
  ]);
  expect(screen.getByRole('link', { name: 'My reservations' })).toHaveAttribute(
    'href',
    '/reservations',
  );
  expect(screen.getByRole('button', { name: /Add to calendar/ })).toBeVisible();
});

it('shows what the desk took: what is left to pay, the deposit held and each line that counts', async () => {
  const line = (id: number, fields: Partial<LedgerLine>): LedgerLine => ({
    id,
    kind: 'payment',
    amount: 20,
    method: 'cash',
    note: null,
    voids_line_id: null,
    voided_by: null,
    created_at: '2026-11-25T08:00:00.000Z',
    ...fields,
  });
  const lines = [
    line(1, { amount: 30, voided_by: 3 }),
    line(2, { kind: 'deposit_held', amount: 100, method: 'card' }),
    line(3, { kind: 'void', amount: 30, voids_line_id: 1 }),
    line(4, { amount: 20 }),
    line(5, { kind: 'charge', amount: 15, method: null, note: 'Scratched mirror' }),
  ];
  const money = { total: 31.25, charges: 15, paid: 20, balance: 26.25, deposit_held: 100 };
  mockApi({
    'GET /api/v1/reservations': reservationPages(() => [BOOKED]),
    [RIDE_MONEY]: rideMoney(money, lines),
  });
  renderConfirmation(42);
  const section = await screen.findByRole('region', { name: 'Money' });
  expect(
    await within(section).findByText('$26.25 to pay at the shop', { exact: false }),
  ).toBeVisible();
  expect(section).toHaveTextContent('The shop holds your deposit of $100.00.');
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Deposit taken, card$100.00',
    'Payment, cash$20.00',
    'Charge (Scratched mirror)$15.00',
  ]);
});

it('says so on a day the shop is closed, and reads the times of a several-days ride', async () => {
  const sunday = { ...BOOKED, date: '2026-11-29T09:15', duration: 25.5 };
  mockApi({
    'GET /api/v1/reservations': reservationPages(() => [sunday]),
    [RIDE_MONEY]: rideMoney(),
  });
  renderConfirmation(42);
  expect(
    await screen.findByText('Sun, Nov 29, 2026, 09:15 until Mon, Nov 30, 2026, 10:45'),
  ).toBeVisible();
  expect(
    await screen.findByText(
      'The shop is closed that day: call it to arrange when to collect your Vespa.',
    ),
  ).toBeVisible();
});

it('reads a ride from a start time within its day as its day and its hours, in both languages', async () => {
  // Saturday 5 December 2026, 10:00 for 3 hours: as the reserve form sends a single day now.
  const timed = { ...BOOKED, date: '2026-12-05T10:00', duration: 3, total: 37.5 };
  mockApi({
    'GET /api/v1/reservations': reservationPages(() => [timed]),
    [RIDE_MONEY]: rideMoney(),
  });
  renderConfirmation(42);
  expect(await screen.findByText('Sat, Dec 5, 2026, 10:00–13:00')).toBeVisible();
  expect(screen.getByRole('button', { name: /Add to calendar/ })).toHaveAccessibleName(
    'Add to calendar: Vespa Primavera on Sat, Dec 5, 2026, 10:00–13:00',
  );
  expect(await screen.findByText('Open that day from 09:00 to 19:00.')).toBeVisible();
});

it('reads a ride from a start time in Italian', async () => {
  const timed = { ...BOOKED, date: '2026-12-05T21:00', duration: 3, total: 37.5 };
  mockApi({
    'GET /api/v1/reservations': reservationPages(() => [timed]),
    [RIDE_MONEY]: rideMoney(),
  });
  renderConfirmation(42, 'it');
  // Up to midnight: "24:00", as the reserve form's list of busy times writes it.
  expect(await screen.findByText('sab 5 dic 2026, 21:00–24:00')).toBeVisible();
});

it('reads in Italian, with "tu"', async () => {
  mockApi({
    'GET /api/v1/reservations': reservationPages(() => [BOOKED]),
    [RIDE_MONEY]: rideMoney(),
  });
  renderConfirmation(42, 'it');
  expect(await screen.findByRole('heading', { name: 'La tua Vespa è prenotata' })).toBeVisible();
  expect(screen.getByText('Dallo al banco quando ritiri la tua Vespa.')).toBeVisible();
  expect(screen.getByText('mer 25 nov 2026, per 2,5 ore')).toBeVisible();
  expect(await screen.findByText('Quel giorno è aperto dalle 09:00 alle 19:00.')).toBeVisible();
  expect(screen.getByText('La tua patente di guida')).toBeVisible();
  expect(screen.getByText('Una carta di pagamento per il deposito cauzionale')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Le mie prenotazioni' })).toBeVisible();
});

it('says when the reservation is not among the rider’s upcoming rides', async () => {
  mockApi({
    'GET /api/v1/reservations': reservationPages(() => [BOOKED]),
    [RIDE_MONEY]: rideMoney(),
  });
  renderConfirmation(7);
  expect(
    await screen.findByRole('heading', {
      name: 'This reservation is not among your upcoming rides',
    }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'My reservations' })).toBeVisible();
});

describe('at the desk, a walk-in booking (the rider’s ride, not the desk’s own)', () => {
  const forRita = {
    ...BOOKED,
    status: 'confirmed',
    cancelled_at: null,
    user: { id: 21, name: 'Rita Rossi', email: 'rita@example.test' },
  };
  const deskRoutes = (found: unknown[]) => ({
    'GET /api/v1/reservations': reservationPages(() => []),
    [RIDE_MONEY]: rideMoney(),
    'GET /api/v1/admin/reservations': () => ({
      status: 200,
      body: { success: true, data: found, next_cursor: null },
    }),
  });

  it('is read by its reference and says for whom, after a reload too, in Italian too', async () => {
    const api = mockApi(deskRoutes([forRita]));
    renderConfirmation(42, 'it', STAFF);
    expect(
      await screen.findByRole('heading', { name: 'La Vespa di Rita Rossi è prenotata' }),
    ).toHaveFocus();
    expect(
      screen.getByText('La conferma è stata inviata per email a rita@example.test.'),
    ).toBeVisible();
    expect(screen.getByText('mer 25 nov 2026, per 2,5 ore')).toBeVisible();
    expect(new URL(api.callsTo('GET /api/v1/admin/reservations')[0]!.url).search).toBe(
      '?reference=42',
    );
  });

  it('is not found when the shop has no such reference', async () => {
    mockApi(deskRoutes([]));
    renderConfirmation(7, 'en', STAFF);
    expect(
      await screen.findByRole('heading', {
        name: 'This reservation is not among your upcoming rides',
      }),
    ).toBeVisible();
  });
});

it('follows Book Now: the form gives way to the confirmation of the booking made', async () => {
  let booked: Reservation[] = [];
  mockApi(
    formRoutes({
      'POST /api/v1/reservations': ({ body }) => {
        booked = [{ ...BOOKED, ...(body as Partial<Reservation>) }];
        return jsonResponse(201, {
          success: true,
          message: 'Reservation created successfully',
          data: booked[0],
        });
      },
      'GET /api/v1/reservations': reservationPages(() => booked),
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/reserve/new" element={<ReservePage />} />
      <Route path="/reservations/:id" element={<ConfirmationPage />} />
    </Routes>,
    { route: '/reserve/new', signedInAs: RIDER },
  );
  await user.type(screen.getByLabelText('City'), 'Rome');
  const select = screen.getByLabelText('Motorcycle');
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, 'Vespa Primavera');
  await user.type(screen.getByLabelText('Date'), '2026-11-25');
  // 11:00 in Rome: the start is 12:00 unless the rider changes it.
  expect(screen.getByLabelText('Start time')).toHaveValue('12:00');
  await user.type(screen.getByLabelText('Hours'), '2');
  await user.type(screen.getByLabelText('Minutes'), '30');
  await user.click(screen.getByRole('button', { name: 'Book Now' }));

  expect(await screen.findByRole('heading', { name: 'Your Vespa is booked' })).toBeVisible();
  expect(screen.getByText('Wed, Nov 25, 2026, 12:00–14:30')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
  expect(await screen.findByText(SHOP.address)).toBeVisible();
});
