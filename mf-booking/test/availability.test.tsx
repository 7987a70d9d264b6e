import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import type { BusyInterval } from 'shared-domain';
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
import { AVAILABILITY, availabilityOf, formRoutes, GTS, PRIMAVERA, TAKEN } from './support/api';
import { daysFromToday } from './support/clock';
import { spokenText, visibleText } from './support/text';

function renderForm(state?: unknown) {
  return renderWithProviders(<ReservePage />, {
    path: '/reserve/new',
    route: { pathname: '/reserve/new', state },
    signedInAs: RIDER,
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const select = () => screen.getByLabelText('Motorcycle') as HTMLSelectElement;
const bookNow = () => screen.queryByRole('button', { name: 'Book Now' });
const section = () => screen.findByRole('region', { name: 'When this Vespa is taken' });

/** "Tue, Nov 24", as the list writes a day. */
function shortDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A whole day as the api sends a single-day booking. */
const wholeDay = (date: string): BusyInterval => ({
  start: `${date}T00:00`,
  end: `${daysAfter(date, 1)}T00:00`,
  kind: 'booked',
});

function daysAfter(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

async function chooseMotorcycle(user: UserEvent, name = 'Vespa Primavera') {
  await waitFor(() => expect(select()).toBeEnabled());
  await user.selectOptions(select(), name);
}

/** A city, then one day from `start` (in place of the default start) for `hours`. */
async function fillSingleDay(user: UserEvent, date: string, hours = '2', start = '10:00') {
  await user.type(field('City'), 'Rome');
  await user.type(field('Date'), date);
  await user.clear(field('Start time'));
  await user.type(field('Start time'), start);
  await user.type(field('Hours'), hours);
}

/** What a booking sent as `date` for `hours` holds, as the api lists it. */
function heldBy(date: string, hours: number): BusyInterval {
  if (!date.includes('T')) return wholeDay(date);
  const end = new Date(Date.parse(`${date}:00Z`) + hours * 3_600_000).toISOString().slice(0, 16);
  return { start: date, end, kind: 'booked' };
}

describe('when this Vespa is taken', () => {
  it('is asked for once a motorcycle is chosen: the next six weeks from today, with the token', async () => {
    const { calls } = mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(select()).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'When this Vespa is taken' })).toBeNull();
    expect(calls.some((call) => call.route.endsWith('/availability'))).toBe(false);

    await chooseMotorcycle(user);
    await within(await section()).findByText('Free for the next 6 weeks');
    const asked = calls.find((call) => call.route === 'GET /api/v1/motorcycles/1/availability');
    expect(asked?.url).toBe(
      `http://api.test/api/v1/motorcycles/1/availability?from=${daysFromToday(0)}&days=42`,
    );
    expect(asked?.authorization).toBe('Bearer h.p.s');
  });

  it('lists the busy days and hours, joined where they touch, readable by a screen reader', async () => {
    const a = daysFromToday(3);
    const b = daysFromToday(4);
    const c = daysFromToday(9);
    const d = daysFromToday(20);
    mockApi(
      formRoutes({
        [AVAILABILITY]: availabilityOf([
          wholeDay(a),
          wholeDay(b),
          { start: `${c}T10:00`, end: `${c}T12:30` },
          { start: `${d}T22:00`, end: `${daysAfter(d, 2)}T10:00` },
        ]),
      }),
    );
    renderForm({ motorcycleId: PRIMAVERA.id });
    const region = await section();
    const items = await within(region).findAllByRole('listitem');
    expect(items.map(visibleText)).toEqual([
      `${shortDay(a)} – ${shortDay(b)}, all day`,
      `${shortDay(c)}, 10:00–12:30`,
      `${shortDay(d)}, 22:00 – ${shortDay(daysAfter(d, 2))}, 10:00`,
    ]);
    // The dash is read as "to".
    expect(spokenText(items[1]!)).toBe(`${shortDay(c)}, 10:00 to 12:30`);
    expect(within(items[1]!).getByText(`${shortDay(c)}, 10:00`)).toHaveAttribute(
      'datetime',
      `${c}T10:00`,
    );
    expect(region).toHaveTextContent(
      'The Vespa Primavera is booked at these times over the next 6 weeks (local time):',
    );
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'When this Vespa is taken',
    );
  });

  it('says it is loading, then shows the answer', async () => {
    const held = deferred<Response>();
    mockApi(formRoutes({ [AVAILABILITY]: () => held.promise }));
    renderForm({ motorcycleId: GTS.id });
    const region = await section();
    expect(within(region).getByText('Loading... when this Vespa is taken')).toHaveAttribute(
      'role',
      'status',
    );
    await act(async () =>
      held.resolve(
        jsonResponse(200, {
          success: true,
          data: { motorcycle_id: 2, from: '', days: 42, busy: [] },
        }),
      ),
    );
    expect(await within(region).findByText('Free for the next 6 weeks')).toBeInTheDocument();
    expect(within(region).queryByText(/Loading/)).toBeNull();
  });

  it('says when it cannot be loaded, retries, and still lets the rider book', async () => {
    let online = false;
    mockApi(
      formRoutes({
        [AVAILABILITY]: (call) => (online ? availabilityOf([])(call) : 'network'),
      }),
    );
    const user = userEvent.setup();
    renderForm({ motorcycleId: PRIMAVERA.id });
    const region = await section();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Its bookings could not be loaded');
    expect(alert).toHaveTextContent(
      'You can still book: the time is checked when you press Book Now.',
    );
    await fillSingleDay(user, daysFromToday(3));
    expect(bookNow()).toBeInTheDocument();

    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('Free for the next 6 weeks')).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('shows the chosen motorcycle’s times, never the previous one’s while the next loads', async () => {
    const day = daysFromToday(5);
    const heldGts = deferred<Response>();
    mockApi(
      formRoutes({
        [AVAILABILITY]: (call) =>
          call.params.id === '1' ? availabilityOf([wholeDay(day)])(call) : heldGts.promise,
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseMotorcycle(user, 'Vespa Primavera');
    const region = await section();
    expect(await within(region).findAllByRole('listitem')).toHaveLength(1);

    await user.selectOptions(select(), 'Vespa GTS');
    expect(within(region).queryByRole('listitem')).toBeNull();
    expect(within(region).getByText('Loading... when this Vespa is taken')).toBeInTheDocument();
    await act(async () =>
      heldGts.resolve(
        jsonResponse(200, {
          success: true,
          data: { motorcycle_id: 2, from: '', days: 42, busy: [] },
        }),
      ),
    );
    expect(await within(region).findByText('Free for the next 6 weeks')).toBeInTheDocument();
  });
});

describe('a taken time, before Book Now', () => {
  it('is said politely, tied to the date and the start, and gets no Book Now; another time or day brings it back', async () => {
    const day = daysFromToday(6);
    mockApi(
      formRoutes({
        [AVAILABILITY]: availabilityOf([{ start: `${day}T10:00`, end: `${day}T12:00` }]),
      }),
    );
    const user = userEvent.setup();
    renderForm({ motorcycleId: PRIMAVERA.id });
    await within(await section()).findAllByRole('listitem');
    await fillSingleDay(user, day, '1', '11:00');

    const message = screen.getByText(TAKEN);
    expect(message.closest('[role="status"]')).toBeInTheDocument();
    expect(field('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Date')).toHaveAccessibleDescription(TAKEN);
    expect(field('Start time')).toHaveAccessibleDescription(TAKEN);
    expect(bookNow()).not.toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    // The duration still shows: only the time is wrong.
    expect(screen.getByText('Duration: 1 hour')).toBeInTheDocument();

    // A single day holds its hours: from the end of that booking, the day is free.
    await user.clear(field('Start time'));
    await user.type(field('Start time'), '12:00');
    expect(screen.queryByText(TAKEN)).not.toBeInTheDocument();
    expect(field('Start time')).not.toHaveAttribute('aria-invalid');
    expect(bookNow()).toBeInTheDocument();

    await user.clear(field('Start time'));
    await user.type(field('Start time'), '09:30');
    expect(screen.getByText(TAKEN)).toBeInTheDocument();
    await user.clear(field('Date'));
    await user.type(field('Date'), daysFromToday(7));
    expect(screen.queryByText(TAKEN)).not.toBeInTheDocument();
    expect(field('Date')).not.toHaveAttribute('aria-invalid');
    expect(bookNow()).toBeInTheDocument();
  });

  it('is found for several days that run into a booking, on both dates', async () => {
    const day = daysFromToday(10);
    mockApi(formRoutes({ [AVAILABILITY]: availabilityOf([wholeDay(day)]) }));
    const user = userEvent.setup();
    renderForm({ motorcycleId: GTS.id });
    await within(await section()).findAllByRole('listitem');
    await user.type(field('City'), 'Milan');
    await user.click(screen.getByLabelText('More than one day'));
    await user.type(field('From date'), daysFromToday(8));
    await user.type(field('From time'), '09:00');
    await user.type(field('To date'), daysFromToday(9));
    await user.type(field('To time'), '23:00');
    expect(bookNow()).toBeInTheDocument();

    await user.clear(field('To date'));
    await user.type(field('To date'), day);
    expect(screen.getByText(TAKEN)).toBeInTheDocument();
    expect(field('From date')).toHaveAccessibleDescription(TAKEN);
    expect(field('To date')).toHaveAttribute('aria-invalid', 'true');
    expect(bookNow()).not.toBeInTheDocument();
  });

  it('is found beyond the listed weeks too, by asking about that day', async () => {
    const later = daysFromToday(120);
    const { calls } = mockApi(
      formRoutes({
        [AVAILABILITY]: (call) => {
          const from = new URL(call.url).searchParams.get('from');
          return availabilityOf(from === later ? [wholeDay(later)] : [])(call);
        },
      }),
    );
    const user = userEvent.setup();
    renderForm({ motorcycleId: PRIMAVERA.id });
    await within(await section()).findByText('Free for the next 6 weeks');
    await fillSingleDay(user, later, '3');

    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(bookNow()).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      `http://api.test/api/v1/motorcycles/1/availability?from=${later}&days=1`,
    );
    // The list itself still covers the coming weeks only.
    expect(screen.getByText('Free for the next 6 weeks')).toBeInTheDocument();
  });
});

describe('after booking', () => {
  function bookingApi(onPost: (call: ApiCall) => ApiAnswer) {
    const busy: BusyInterval[] = [];
    const api = mockApi(
      formRoutes({
        [AVAILABILITY]: (call) => availabilityOf([...busy])(call),
        'POST /api/v1/reservations': (call) => {
          const answer = onPost(call);
          const { date } = call.body as { date: string };
          if (typeof answer === 'object' && 'status' in answer && answer.status !== 422) {
            busy.push(heldBy(date, (call.body as { duration: number }).duration));
          }
          return answer;
        },
      }),
    );
    return api;
  }

  it('asks again, so the new booking shows as taken', async () => {
    const day = daysFromToday(4);
    const api = bookingApi(({ body }) => ({
      status: 201,
      body: {
        success: true,
        message: 'Reservation created successfully',
        data: { ...(body as object), id: 3, motorcycle_name: 'Vespa Primavera' },
      },
    }));
    const user = userEvent.setup();
    const back = { pathname: '/reserve/new', state: { motorcycleId: PRIMAVERA.id } };
    renderWithProviders(
      <>
        <Link to={back.pathname} state={back.state}>
          Back to the form
        </Link>
        <Routes>
          <Route path="/reserve/new" element={<ReservePage />} />
          <Route path="*" element={<p>confirmation</p>} />
        </Routes>
      </>,
      { route: back, signedInAs: RIDER },
    );
    await within(await section()).findByText('Free for the next 6 weeks');
    await fillSingleDay(user, day);
    await user.click(bookNow()!);
    // The form gives way to the confirmation; back on it, the day is taken.
    await screen.findByText('confirmation');
    await user.click(screen.getByRole('link', { name: 'Back to the form' }));

    const items = await within(await section()).findAllByRole('listitem');
    expect(items.map(visibleText)).toEqual([`${shortDay(day)}, 10:00–12:00`]);
    expect(api.callsTo('GET /api/v1/motorcycles/1/availability').length).toBeGreaterThan(1);
  });

  it('asks again after a 409, so the form then says why', async () => {
    const booked =
      'This motorcycle is already booked for that time. Please choose another date or motorcycle.';
    bookingApi(() => ({ status: 409, body: { success: false, error: true, message: [booked] } }));
    const user = userEvent.setup();
    renderForm({ motorcycleId: PRIMAVERA.id });
    await within(await section()).findByText('Free for the next 6 weeks');
    await fillSingleDay(user, daysFromToday(4));
    await user.click(bookNow()!);

    expect(await screen.findByText(booked)).toBeInTheDocument();
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(bookNow()).not.toBeInTheDocument();
    expect(field('City')).toHaveValue('Rome');
  });
});
