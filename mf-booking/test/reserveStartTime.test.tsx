import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import ReservePage from '../src/reserve/ReservePage';
import { mockApi, renderWithProviders, RIDER } from './support';
import { formRoutes, PRIMAVERA } from './support/api';
import { setClock } from './support/clock';

// The single day's start time (docs/PRODUCT.md, "Bookings"): by default the next whole hour on
// the shop's clock, sent with the day as `YYYY-MM-DDTHH:mm`, judged like several days' start.
// `npm test` runs this file in UTC, Europe/Rome and America/New_York: the hours are Rome's.

afterEach(() => jest.useRealTimers());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const bookNow = () => screen.queryByRole('button', { name: 'Book Now' });
const PASSED = "Date can't be in the past: that time has already passed in Rome";

function renderForm() {
  return renderWithProviders(<ReservePage />, {
    path: '/reserve/new',
    route: { pathname: '/reserve/new', state: { motorcycleId: PRIMAVERA.id } },
    signedInAs: RIDER,
  });
}

async function formReady() {
  await waitFor(() => expect(field('Motorcycle')).toHaveValue(String(PRIMAVERA.id)));
}

async function setStart(user: UserEvent, time: string) {
  await user.clear(field('Start time'));
  await user.type(field('Start time'), time);
}

describe("the single day's start time", () => {
  it("is the next whole hour on the shop's clock, whatever the browser's zone", async () => {
    // 09:20 UTC: 10:20 in Rome, 04:20 in New York.
    setClock('2026-11-25T09:20:00Z');
    mockApi(formRoutes());
    renderForm();
    await formReady();
    expect(field('Start time')).toHaveValue('11:00');
    expect(field('Start time')).toHaveAttribute('type', 'time');
    expect(field('Start time')).toBeRequired();
  });

  it('follows the time zone the api names', async () => {
    setClock('2026-11-25T09:20:00Z');
    mockApi(
      formRoutes({
        'GET /api/v1/config': () => ({
          status: 200,
          body: { success: true, data: { adminSignup: 'open', shopTimeZone: 'America/New_York' } },
        }),
      }),
    );
    renderForm();
    await formReady();
    await waitFor(() => expect(field('Start time')).toHaveValue('05:00'));
  });

  it('is 00:00 from 23:00: today then has no start left, tomorrow has', async () => {
    // 22:30 UTC: 23:30 on the 25th in Rome.
    setClock('2026-11-25T22:30:00Z');
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await formReady();
    expect(field('Start time')).toHaveValue('00:00');
    await user.type(field('Date'), '2026-11-25');
    await user.type(field('Hours'), '1');
    expect(screen.getByText(PASSED)).toBeInTheDocument();
    expect(bookNow()).not.toBeInTheDocument();
    await user.clear(field('Date'));
    await user.type(field('Date'), '2026-11-26');
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });

  it('is sent with the day as YYYY-MM-DDTHH:mm, with the length as hours and its total', async () => {
    setClock('2026-11-25T09:20:00Z');
    const { calls } = mockApi(
      formRoutes({
        'POST /api/v1/reservations': ({ body }) => ({
          status: 201,
          body: { success: true, data: { ...(body as object), id: 5, motorcycle_name: 'x' } },
        }),
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await formReady();
    await user.type(field('City'), 'Rome');
    await user.type(field('Date'), '2026-11-28');
    await user.type(field('Hours'), '3');
    await user.type(field('Minutes'), '20');
    // 3 h 20 min is 3.3 hours (the ride length rule), at $12.50: $41.25.
    expect(screen.getByText('3 h 20 min (3.3 hours)')).toBeInTheDocument();
    expect(screen.getByText('$41.25')).toBeInTheDocument();
    await user.click(bookNow()!);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      motorcycle_id: PRIMAVERA.id,
      duration: 3.3,
      total: 41.25,
      date: '2026-11-28T11:00',
      city: 'Rome',
    });
  });

  it("refuses a start earlier today on the shop's clock, in the api's words, and takes the minute now", async () => {
    // 10:20 in Rome, 04:20 in New York: 09:00 has passed in Rome.
    setClock('2026-11-25T09:20:00Z');
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await formReady();
    await user.type(field('Date'), '2026-11-25');
    await user.type(field('Hours'), '2');
    expect(bookNow()).toBeInTheDocument();
    await setStart(user, '09:00');
    expect(screen.getByText(PASSED)).toBeInTheDocument();
    expect(field('Start time')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Start time')).toHaveAccessibleDescription(PASSED);
    expect(field('Date')).not.toHaveAttribute('aria-invalid');
    expect(bookNow()).not.toBeInTheDocument();
    await setStart(user, '10:20');
    expect(screen.queryByText(PASSED)).not.toBeInTheDocument();
    expect(bookNow()).toBeInTheDocument();
  });

  it("refuses a start the shop's clocks skip, naming the change", async () => {
    setClock('2026-11-27T10:00:00Z');
    mockApi(formRoutes());
    const user = userEvent.setup();
    renderForm();
    await formReady();
    await user.type(field('Date'), '2027-03-28');
    await user.type(field('Hours'), '1');
    await setStart(user, '02:30');
    const skipped =
      "Rome's clocks go forward from 02:00 to 03:00 on 28 March 2027: please choose another start time.";
    expect(screen.getByText(skipped)).toBeInTheDocument();
    expect(field('Start time')).toHaveAccessibleDescription(skipped);
    expect(bookNow()).not.toBeInTheDocument();
    await setStart(user, '03:00');
    expect(bookNow()).toBeInTheDocument();
  });
});
