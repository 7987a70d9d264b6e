import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReservePage from '../src/reserve/ReservePage';
import { mockApi, renderWithProviders, RIDER } from './support';
import { formRoutes, GTS } from './support/api';
import { setClock } from './support/clock';

// The catalogue's Book now passes `{ motorcycleId, from, to }` in router state (from and to
// `YYYY-MM-DDTHH:mm` on the shop's clock, both absent without a window): the form opens filled
// in, the motorcycle locked, the total shown at once; a window it cannot use is let go.

// 10:20 on Wednesday 25 November 2026 in Rome.
beforeEach(() => setClock('2026-11-25T09:20:00Z'));
afterEach(() => jest.useRealTimers());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const select = () => screen.getByLabelText('Motorcycle') as HTMLSelectElement;
const bookNow = () => screen.queryByRole('button', { name: 'Book Now' });

function renderForm(state: unknown) {
  return renderWithProviders(<ReservePage />, {
    path: '/reserve/new',
    route: { pathname: '/reserve/new', state },
    signedInAs: RIDER,
  });
}

async function locked() {
  await waitFor(() => expect(select()).toHaveValue(String(GTS.id)));
  expect(select()).toHaveAttribute('aria-readonly', 'true');
}

it('fills one day from a window within a day: its date, start and length, with the total', async () => {
  const { calls } = mockApi(
    formRoutes({
      'POST /api/v1/reservations': ({ body }) => ({
        status: 201,
        body: { success: true, data: { ...(body as object), id: 8, motorcycle_name: 'Vespa GTS' } },
      }),
    }),
  );
  const user = userEvent.setup();
  renderForm({ motorcycleId: GTS.id, from: '2026-11-28T10:00', to: '2026-11-28T13:30' });
  await locked();
  expect(screen.getByLabelText('More than one day')).not.toBeChecked();
  expect(field('Date')).toHaveValue('2026-11-28');
  expect(field('Start time')).toHaveValue('10:00');
  expect(field('Hours')).toHaveValue(3);
  expect(field('Minutes')).toHaveValue(30);
  // 3.5 hours at $18.50, before the rider touches anything.
  expect(await screen.findByText('$64.75')).toBeInTheDocument();
  expect(screen.getByText('3 h 30 min')).toBeInTheDocument();

  await user.type(field('City'), 'Rome');
  await user.click(bookNow()!);
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    motorcycle_id: GTS.id,
    duration: 3.5,
    total: 64.75,
    date: '2026-11-28T10:00',
    city: 'Rome',
  });
});

it('fills several days from a window across days', async () => {
  mockApi(formRoutes());
  renderForm({ motorcycleId: GTS.id, from: '2026-11-28T18:00', to: '2026-11-30T10:00' });
  await locked();
  expect(screen.getByLabelText('More than one day')).toBeChecked();
  expect(field('From date')).toHaveValue('2026-11-28');
  expect(field('From time')).toHaveValue('18:00');
  expect(field('To date')).toHaveValue('2026-11-30');
  expect(field('To time')).toHaveValue('10:00');
  // 40 hours at $18.50.
  expect(await screen.findByText('$740.00')).toBeInTheDocument();
  expect(screen.getByText('40 hours')).toBeInTheDocument();
  expect(bookNow()).toBeInTheDocument();
});

it('says at once when the window it was given is taken', async () => {
  mockApi(
    formRoutes({
      'GET /api/v1/motorcycles/:id/availability': ({ request }) => ({
        status: 200,
        body: {
          success: true,
          data: {
            motorcycle_id: GTS.id,
            from: new URL(request.url).searchParams.get('from'),
            days: 42,
            busy: [{ start: '2026-11-28T12:00', end: '2026-11-28T14:00', kind: 'booked' }],
          },
        },
      }),
    }),
  );
  renderForm({ motorcycleId: GTS.id, from: '2026-11-28T10:00', to: '2026-11-28T13:30' });
  await locked();
  expect(
    await screen.findByText('Taken at that time: choose another time or another Vespa'),
  ).toBeInTheDocument();
  expect(bookNow()).not.toBeInTheDocument();
});

it.each([
  ['a start that has passed today', { from: '2026-11-25T08:00', to: '2026-11-25T12:00' }],
  ['a day before today', { from: '2026-11-20T10:00', to: '2026-11-20T12:00' }],
  ['the end before the start', { from: '2026-11-28T13:00', to: '2026-11-28T10:00' }],
  ['text that is no time', { from: 'tomorrow', to: 'later' }],
  ['numbers', { from: 1, to: 2 }],
  ['from without to', { from: '2026-11-28T10:00' }],
])('opens empty, the motorcycle still locked, for %s', async (_case, window) => {
  mockApi(formRoutes());
  renderForm({ motorcycleId: GTS.id, ...window });
  await locked();
  expect(screen.getByLabelText('More than one day')).not.toBeChecked();
  expect(field('Date')).toHaveValue('');
  expect(field('Start time')).toHaveValue('11:00');
  expect(field('Hours')).toHaveValue(null);
  // The live region's line comes a moment after the region (so screen readers announce it).
  expect(
    await screen.findByText('Still needed for Book Now: the date and the ride length.'),
  ).toBeInTheDocument();
  expect(bookNow()).not.toBeInTheDocument();
});

it('opens empty and free without any state, and for state that is not an object', async () => {
  mockApi(formRoutes());
  renderForm('2026-11-28T10:00');
  await waitFor(() => expect(select()).toBeEnabled());
  expect(select()).toHaveValue('');
  expect(field('Date')).toHaveValue('');
});
