import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import ReservePage from '../src/reserve/ReservePage';
import {
  jsonResponse,
  listOf,
  mockApi,
  motorcycle,
  renderWithProviders,
  RIDER,
  type ApiAnswer,
  type ApiCall,
} from './support';
import { formRoutes, GTS, MOTORCYCLES, PRIMAVERA } from './support/api';
import { daysFromToday, setClock } from './support/clock';

const CREATED = {
  success: true,
  message: 'Reservation created successfully',
  data: {
    id: 9,
    date: '2040-01-01',
    city: 'Rome',
    motorcycle_id: 1,
    motorcycle_name: 'Vespa Primavera',
    duration: 2.5,
    total: 31.25,
  },
};

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

async function listLoaded() {
  await waitFor(() => expect(select()).toBeEnabled());
}

/** The date and the ride length, `length` written "2:30" (2 h 30 min). */
async function fillSingleDay(user: UserEvent, date: string, length: string) {
  const [hours = '', minutes = ''] = length.split(':');
  await user.type(field('Date'), date);
  await user.type(field('Hours'), hours);
  await user.type(field('Minutes'), minutes);
}

async function fillFreeForm(user: UserEvent, date = daysFromToday(3), length = '2:30') {
  await user.type(field('City'), 'Rome');
  await user.selectOptions(select(), 'Vespa Primavera');
  await fillSingleDay(user, date, length);
}

afterEach(() => {
  jest.useRealTimers();
});

it("shows the signed-in rider's name, read-only", () => {
  mockApi(formRoutes());
  renderForm();
  const name = screen.getByLabelText('Name');
  expect(name).toHaveValue('Riley Rider');
  expect(name).toHaveAttribute('readonly');
});

describe('the motorcycle select', () => {
  it('is free on a direct visit, with a placeholder and every listed motorcycle', async () => {
    mockApi(formRoutes());
    renderForm();
    await listLoaded();
    expect(select()).toHaveValue('');
    expect(
      within(select())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a motorcycle', 'Vespa Primavera', 'Vespa GTS']);
  });

  it('is locked on the motorcycle passed by the detail page, with a way to pick another', async () => {
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm({ motorcycleId: GTS.id });
    await waitFor(() => expect(select()).toHaveValue(String(GTS.id)));
    // Locked, yet reached by Tab and read with the motorcycle's name: its only option.
    expect(select()).toHaveAttribute('aria-readonly', 'true');
    expect(select()).toBeEnabled();
    expect(
      within(select())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Vespa GTS']);
    expect(select()).toHaveAccessibleDescription(/You chose this motorcycle on its page/);
    expect(screen.getByText('Booking price: $18.50 per hour')).toBeInTheDocument();
    await user.click(field('City'));
    await user.tab();
    expect(select()).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Choose another motorcycle' }));
    // The link is gone with the lock: the focus goes to the freed select, not to the page.
    expect(select()).not.toHaveAttribute('aria-readonly');
    expect(select()).toHaveFocus();
    expect(select()).toHaveValue(String(GTS.id));
    await user.selectOptions(select(), 'Vespa Primavera');
    expect(select()).toHaveValue(String(PRIMAVERA.id));
  });

  it('is free, with a note, when the passed motorcycle is no longer listed', async () => {
    mockApi(formRoutes());
    renderForm({ motorcycleId: 99 });
    await listLoaded();
    expect(select()).toHaveValue('');
    expect(screen.getByText(/can no longer be booked/)).toBeInTheDocument();
  });

  it('ignores router state that is not a motorcycle id', async () => {
    mockApi(formRoutes());
    renderForm({ motorcycleId: '2' });
    await listLoaded();
    expect(select()).toHaveValue('');
  });

  it('says when the motorcycles cannot be loaded and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/motorcycles': () =>
        fail ? 'network' : { status: 200, body: { success: true, data: MOTORCYCLES } },
    });
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByText('Upss! There is an Error')).toBeInTheDocument();
    expect(select()).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await listLoaded();
  });
});

describe('the total and Book Now', () => {
  it('appear for a valid single-day booking: the length read as hours, times the price', async () => {
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await fillFreeForm(user);
    expect(screen.getByText('2 h 30 min')).toBeInTheDocument();
    expect(screen.getByText('$31.25')).toBeInTheDocument();
    expect(bookNow()).toBeEnabled();
  });

  it('are hidden for a date before today, with the reason', async () => {
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await fillFreeForm(user, daysFromToday(-1));
    expect(screen.queryByText('$31.25')).not.toBeInTheDocument();
    expect(bookNow()).not.toBeInTheDocument();
    expect(screen.getByText("Date can't be in the past")).toBeInTheDocument();
    expect(field('Date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('are shown for today', async () => {
    // 10:20 in Rome: the start is 11:00 by default, still ahead today.
    setClock('2026-11-25T09:20:00Z');
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await fillFreeForm(user, daysFromToday(0), '1:00');
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(bookNow()).toBeInTheDocument();
  });

  it('are hidden for a ride of 0 h 0 min', async () => {
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await fillFreeForm(user, daysFromToday(2), '0:0');
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    expect(bookNow()).not.toBeInTheDocument();
    expect(screen.getByText(/Enter how long you will ride: at least 3 min/)).toBeInTheDocument();
    expect(field('Hours')).toHaveAttribute('aria-invalid', 'true');
  });

  it('read a ride of more than 12 hours as a length, and show the hours a rounded one is billed', async () => {
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await fillFreeForm(user, daysFromToday(2), '14:20');
    expect(screen.getByText('14 h 20 min (14.3 hours)')).toBeInTheDocument();
    // 14.3 hours × $12.50, no more said: the motorcycle has no day price.
    expect(screen.getByText('$178.75')).toBeInTheDocument();
    expect(screen.queryByText('Charged as')).not.toBeInTheDocument();
  });

  it('wait for a motorcycle', async () => {
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await fillSingleDay(user, daysFromToday(2), '3:00');
    expect(bookNow()).not.toBeInTheDocument();
    expect(await screen.findByText('Still needed for Book Now: a motorcycle.')).toBeInTheDocument();
    await user.selectOptions(select(), 'Vespa GTS');
    expect(screen.getByText('$55.50')).toBeInTheDocument();
  });

  it('for several days, count from start to end and hide when the end is before the start', async () => {
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm({ motorcycleId: PRIMAVERA.id });
    await waitFor(() => expect(select()).toHaveValue(String(PRIMAVERA.id)));
    await user.click(screen.getByLabelText('More than one day'));
    await user.type(field('From date'), daysFromToday(5));
    await user.type(field('From time'), '10:00');
    await user.type(field('To date'), daysFromToday(4));
    await user.type(field('To time'), '12:00');
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(bookNow()).not.toBeInTheDocument();

    await user.clear(field('To date'));
    await user.type(field('To date'), daysFromToday(7));
    // Two days and two hours: 50 hours at $12.50.
    expect(screen.getByText('50 hours')).toBeInTheDocument();
    expect(screen.getByText('$625.00')).toBeInTheDocument();
    expect(bookNow()).toBeInTheDocument();
  });

  it('charge each started day at most a day price, and say how', async () => {
    const sprint = motorcycle(3, { name: 'Vespa Sprint', bookingPricePerHour: 10, dayPrice: 45 });
    const calls = mockApi(
      formRoutes({
        'GET /api/v1/motorcycles': listOf([...MOTORCYCLES, sprint]),
        'POST /api/v1/reservations': () => jsonResponse(201, CREATED),
      }),
    ).calls;
    const user = userEvent.setup();
    const start = daysFromToday(5);
    renderForm({ motorcycleId: sprint.id });
    await waitFor(() => expect(select()).toHaveValue(String(sprint.id)));
    // 5 hours would cost $50: the day price.
    await fillSingleDay(user, start, '5:00');
    expect(screen.getByText('1 day × $45.00')).toBeInTheDocument();
    expect(screen.getByText('$45.00')).toBeInTheDocument();

    await user.click(screen.getByLabelText('More than one day'));
    await user.type(field('City'), 'Rome');
    await user.type(field('From date'), start);
    await user.type(field('From time'), '10:00');
    await user.type(field('To date'), daysFromToday(8));
    await user.type(field('To time'), '10:00');
    // A 3-day trip: three day prices, not 72 hours.
    expect(screen.getByText('72 hours')).toBeInTheDocument();
    expect(screen.getByText('3 days × $45.00')).toBeInTheDocument();
    expect(screen.getByText('$135.00')).toBeInTheDocument();

    await user.clear(field('To time'));
    await user.type(field('To time'), '12:00');
    expect(screen.getByText('3 days × $45.00 + 2 hours × $10.00')).toBeInTheDocument();
    expect(screen.getByText('$155.00')).toBeInTheDocument();
    await user.click(bookNow()!);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        motorcycle_id: sprint.id,
        duration: 74,
        total: 155,
      }),
    );
  });
});

describe('the more-than-one-day checkbox', () => {
  it('switches between one date and time and a from/to pair, clearing what was entered', async () => {
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await fillFreeForm(user);
    expect(bookNow()).toBeInTheDocument();

    await user.click(screen.getByLabelText('More than one day'));
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    for (const label of ['From date', 'From time', 'To date', 'To time']) {
      expect(field(label)).toHaveValue('');
    }
    expect(bookNow()).not.toBeInTheDocument();
    await user.type(field('From date'), daysFromToday(3));

    await user.click(screen.getByLabelText('More than one day'));
    expect(screen.queryByLabelText('From date')).not.toBeInTheDocument();
    expect(field('Date')).toHaveValue('');
    // The start is the default again: the next whole hour, never empty.
    expect(field('Start time').value).toMatch(/^\d\d:00$/);
    expect(field('Hours')).toHaveValue(null);
    expect(field('Minutes')).toHaveValue(null);
    // What is not a date stays.
    expect(field('City')).toHaveValue('Rome');
    expect(select()).toHaveValue(String(PRIMAVERA.id));
  });
});

describe('booking', () => {
  function reservationRoute(answer: (call: ApiCall) => ApiAnswer) {
    return mockApi(formRoutes({ 'POST /api/v1/reservations': answer })).calls;
  }

  it("says 'Reserving...' while sending, then leaves the form for the booking's confirmation", async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = reservationRoute(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const date = daysFromToday(3);
    renderForm();
    await listLoaded();
    await fillFreeForm(user, date);
    await user.clear(field('Start time'));
    await user.type(field('Start time'), '09:00');
    await user.click(bookNow()!);

    const sending = await screen.findByRole('button', { name: 'Reserving...' });
    // Unavailable while sending, yet it keeps the focus: a second press sends nothing more.
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      url: 'http://api.test/api/v1/reservations',
      authorization: 'Bearer h.p.s',
      body: {
        motorcycle_id: PRIMAVERA.id,
        duration: 2.5,
        total: 31.25,
        date: `${date}T09:00`,
        city: 'Rome',
      },
    });

    answer(jsonResponse(201, CREATED));
    // The form gives way to the booking's confirmation (ConfirmationPage.test.tsx): its address.
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(bookNow()).not.toBeInTheDocument();
  });

  it('sends a several-days booking with its start date and time, a locked motorcycle too', async () => {
    const calls = reservationRoute(() => ({ status: 201, body: CREATED }));
    const user = userEvent.setup();
    const start = daysFromToday(10);
    renderForm({ motorcycleId: GTS.id });
    await waitFor(() => expect(select()).toHaveValue(String(GTS.id)));
    await user.type(field('City'), '  Milan ');
    await user.click(screen.getByLabelText('More than one day'));
    await user.type(field('From date'), start);
    await user.type(field('From time'), '09:15');
    await user.type(field('To date'), daysFromToday(11));
    await user.type(field('To time'), '10:45');
    expect(screen.getByText('$471.75')).toBeInTheDocument();
    await user.click(bookNow()!);

    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      motorcycle_id: GTS.id,
      duration: 25.5,
      total: 471.75,
      date: `${start}T09:15`,
      city: 'Milan',
    });
  });

  it('shows a validation array as a list and keeps what was entered', async () => {
    reservationRoute(() => ({
      status: 422,
      body: {
        success: false,
        error: true,
        message: ["Date can't be in the past", 'Total must be 31.25 (duration × price per hour)'],
      },
    }));
    const user = userEvent.setup();
    const date = daysFromToday(3);
    renderForm();
    await listLoaded();
    await fillFreeForm(user, date);
    await user.click(bookNow()!);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(["Date can't be in the past", 'Total must be 31.25 (duration × price per hour)']);
    expect(field('City')).toHaveValue('Rome');
    expect(field('Date')).toHaveValue(date);
    expect(field('Hours')).toHaveValue(2);
    expect(field('Minutes')).toHaveValue(30);
    expect(bookNow()).toBeEnabled();
  });

  it('shows the already-booked message of a 409 and keeps what was entered', async () => {
    const booked =
      'This motorcycle is already booked for that time. Please choose another date or motorcycle.';
    reservationRoute(() => ({
      status: 409,
      body: { success: false, error: true, message: [booked] },
    }));
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await fillFreeForm(user);
    await user.click(bookNow()!);

    expect(await screen.findByRole('alert')).toHaveTextContent(booked);
    expect(field('City')).toHaveValue('Rome');
    expect(select()).toHaveValue(String(PRIMAVERA.id));
  });

  it("says 'Connection Issues !' when the request gets no answer", async () => {
    reservationRoute(() => 'network');
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await fillFreeForm(user);
    await user.click(bookNow()!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection Issues !');
    expect(field('City')).toHaveValue('Rome');
  });

  it('asks for a city instead of sending a blank one', async () => {
    const calls = reservationRoute(() => ({ status: 201, body: CREATED }));
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await user.type(field('City'), '   ');
    await user.selectOptions(select(), 'Vespa Primavera');
    await fillSingleDay(user, daysFromToday(3), '2:30');
    await user.click(bookNow()!);

    expect(screen.getByRole('alert')).toHaveTextContent("City can't be blank");
    expect(field('City')).toHaveFocus();
    expect(field('City')).toHaveAccessibleDescription("City can't be blank");
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it.each([
    ['Hangul fillers', '\u3164\u3164', "City can't be blank"],
    ['a Braille blank', '\u2800', "City can't be blank"],
    [
      'a right-to-left override',
      'Rome\u202e',
      "City can't contain characters that change the direction of text",
    ],
    [
      'a line separator',
      'Rome\u2028Milan',
      "City can't contain control characters or line separators",
    ],
    ['NEL', 'Rome\u0085Milan', "City can't contain control characters or line separators"],
  ])('refuses a city of %s in the words of the api', async (_case, city, sentence) => {
    const calls = reservationRoute(() => ({ status: 201, body: CREATED }));
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await user.type(field('City'), city);
    await user.selectOptions(select(), 'Vespa Primavera');
    await fillSingleDay(user, daysFromToday(3), '2:30');
    await user.click(bookNow()!);

    expect(screen.getByRole('alert')).toHaveTextContent(sentence);
    expect(field('City')).toHaveAccessibleDescription(sentence);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('what is still needed', () => {
  it('is said politely until Book Now can appear, and only changes when the list does', async () => {
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    const hint = await screen.findByText(
      'Still needed for Book Now: a motorcycle, the date, and the ride length.',
    );
    const region = hint.closest('[role="status"]');
    expect(region).not.toBeNull();

    await user.selectOptions(select(), 'Vespa Primavera');
    expect(region).toHaveTextContent('Still needed for Book Now: the date and the ride length.');
    await user.type(field('Date'), daysFromToday(3));
    await user.type(field('Minutes'), '45');
    expect(region).toBeEmptyDOMElement();
    expect(bookNow()).toBeInTheDocument();
  });

  it('asks for a start time the rider emptied, and Enter takes the rider there', async () => {
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await fillFreeForm(user);
    expect(bookNow()).toBeInTheDocument();
    await user.clear(field('Start time'));
    expect(bookNow()).not.toBeInTheDocument();
    expect(screen.getByText('Still needed for Book Now: the start time.')).toBeInTheDocument();
    await user.type(field('City'), '{Enter}');
    expect(field('Start time')).toHaveFocus();
    await user.type(field('Start time'), '16:45');
    expect(bookNow()).toBeInTheDocument();
  });

  it('Enter before Book Now takes the rider to the first thing missing', async () => {
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    await user.type(field('City'), 'Rome');
    await user.selectOptions(select(), 'Vespa Primavera');
    await user.type(field('Date'), daysFromToday(3));
    await user.type(field('Date'), '{Enter}');
    expect(field('Hours')).toHaveFocus();
  });
});

describe("the shop's clock", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("starts the dates at the shop's today, whatever the browser's zone", async () => {
    // 23:30 UTC: already 24 November in Rome, the shop's time zone; still the 23rd in UTC and
    // New York.
    setClock('2026-11-23T23:30:00Z');
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await listLoaded();
    expect(field('Date')).toHaveAttribute('min', '2026-11-24');
    await fillFreeForm(user, '2026-11-23', '1:00');
    expect(screen.getByText("Date can't be in the past")).toBeInTheDocument();
    expect(bookNow()).not.toBeInTheDocument();
    await user.clear(field('Date'));
    await user.type(field('Date'), '2026-11-24');
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(bookNow()).toBeInTheDocument();
  });

  it("hides the total for a start that has passed today on the shop's clock, and says so", async () => {
    // 16:00 UTC: 17:00 in Rome, 11:00 in New York.
    setClock('2026-11-25T16:00:00Z');
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm({ motorcycleId: PRIMAVERA.id });
    await waitFor(() => expect(select()).toHaveValue(String(PRIMAVERA.id)));
    await user.click(screen.getByLabelText('More than one day'));
    expect(field('From date')).toHaveAttribute('min', '2026-11-25');
    await user.type(field('From date'), '2026-11-25');
    await user.type(field('From time'), '12:00');
    await user.type(field('To date'), '2026-11-26');
    await user.type(field('To time'), '12:00');
    expect(
      screen.getByText("Date can't be in the past: that time has already passed in Rome"),
    ).toBeInTheDocument();
    expect(field('From time')).toHaveAttribute('aria-invalid', 'true');
    expect(bookNow()).not.toBeInTheDocument();
    await user.clear(field('From time'));
    await user.type(field('From time'), '17:00');
    expect(screen.getByText('19 hours')).toBeInTheDocument();
    expect(bookNow()).toBeInTheDocument();
  });

  it("refuses a start the shop's clocks skip, naming the change as the api does", async () => {
    // Rome's clocks go from 02:00 to 03:00 on 28 March 2027: 02:30 never comes there.
    setClock('2026-11-27T10:00:00Z');
    const { calls } = mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm({ motorcycleId: PRIMAVERA.id });
    await waitFor(() => expect(select()).toHaveValue(String(PRIMAVERA.id)));
    await user.type(field('City'), 'Rome');
    await user.click(screen.getByLabelText('More than one day'));
    await user.type(field('From date'), '2027-03-28');
    await user.type(field('From time'), '02:30');
    await user.type(field('To date'), '2027-03-29');
    await user.type(field('To time'), '10:00');
    expect(
      screen.getByText(
        "Rome's clocks go forward from 02:00 to 03:00 on 28 March 2027: please choose another start time.",
      ),
    ).toBeInTheDocument();
    expect(field('From time')).toHaveAttribute('aria-invalid', 'true');
    expect(bookNow()).not.toBeInTheDocument();
    await user.clear(field('From time'));
    await user.type(field('From time'), '03:00');
    expect(bookNow()).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('goes by the time zone the api names', async () => {
    // 23:30 UTC on the 23rd is 15:30 that day in Los Angeles.
    setClock('2026-11-23T23:30:00Z');
    mockApi(
      formRoutes({
        'GET /api/v1/config': () => ({
          status: 200,
          body: {
            success: true,
            data: { adminSignup: 'open', shopTimeZone: 'America/Los_Angeles' },
          },
        }),
      }),
    );
    renderForm();
    await listLoaded();
    await waitFor(() => expect(field('Date')).toHaveAttribute('min', '2026-11-23'));
  });
});

describe("the server's refusals", () => {
  it.each([
    [
      'a flood of bookings (429)',
      429,
      'An account may make at most 30 bookings an hour. Try again in 42 minutes.',
    ],
    [
      'a fourth reservation at one time',
      422,
      'You already hold 3 reservations at that time, the most a rider may hold at the same time',
    ],
    [
      'more than 720 hours held',
      422,
      'Your upcoming reservations would hold more than 720 hours (30 days), the most a rider may hold in all',
    ],
    [
      'a start the shop has passed',
      422,
      "Date can't be in the past: that time has already passed in Rome",
    ],
    [
      'a moment without the counters (503)',
      503,
      'Booking is unavailable for a moment. Please try again shortly.',
    ],
  ])('shows %s in its sentence and keeps what was entered', async (_case, status, sentence) => {
    mockApi(
      formRoutes({
        'POST /api/v1/reservations': () => ({
          status,
          body: { success: false, error: true, message: [sentence] },
        }),
      }),
    );
    const user = userEvent.setup();
    const date = daysFromToday(3);
    renderForm();
    await listLoaded();
    await fillFreeForm(user, date);
    await user.click(bookNow()!);

    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(field('City')).toHaveValue('Rome');
    expect(select()).toHaveValue(String(PRIMAVERA.id));
    expect(field('Date')).toHaveValue(date);
    expect(bookNow()).toBeEnabled();
  });
});
