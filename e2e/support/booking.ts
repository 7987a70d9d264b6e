import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { URLS } from './env';

const DAY_MS = 86_400_000;

let futureDays = 0;

/**
 * A day of its own for this test's booking, 3 to 11 months ahead (the api refuses a start more
 * than 365 days away). Each call moves 5 days on (room for a several-day booking) inside a band of
 * the calendar that belongs to this worker slot, so bookings of different tests never meet; the
 * suite's database is new on every run. Weeks near today stay free for the tests that book them.
 */
export function farFutureDate(): string {
  const { parallelIndex, workerIndex, config } = test.info();
  const workers = Math.max(1, config.workers);
  const band = Math.floor(240 / workers);
  const slots = Math.floor(band / 5);
  // A worker that replaces one that failed (the same parallelIndex, a new workerIndex) starts
  // half a band further on: the days its predecessor booked stay booked in this run's database.
  const generation = Math.floor(workerIndex / workers);
  const slot = (generation * Math.floor(slots / 2) + futureDays) % slots;
  const offset = 90 + (parallelIndex % workers) * band + slot * 5;
  futureDays += 1;
  const day = new Date();
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + offset * DAY_MS,
  )
    .toISOString()
    .slice(0, 10);
}

/** `YYYY-MM-DD` n days after `date`. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The api's SHOP_TIME_ZONE, which the suite leaves at its default. */
export const SHOP_TIME_ZONE = 'Europe/Rome';

/** The shop's today plus n days: the reserve form's "today" is the shop's, not the browser's. */
export function shopDate(n = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return addDays(today, n);
}

/** A city name no other test uses, to find this test's row. */
export function uniqueCity(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}

/** "$1,234.50" → 1234.5 */
export function dollars(text: string): number {
  return Number(text.replace(/[$,]/g, ''));
}

export interface StoredReservation {
  id: number;
  date: string;
  city: string;
  motorcycle_id: number;
  motorcycle_name: string;
  duration: number;
  total: number;
}

async function getAs<T>(request: APIRequestContext, account: Account, path: string): Promise<T> {
  const login = await request.post(`${URLS.api}/api/v1/login`, {
    data: { user: { email: account.email, password: account.password } },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(`${URLS.api}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The rider's reservations as the api stores them, read with the rider's own token. */
export async function storedReservations(
  request: APIRequestContext,
  account: Account,
): Promise<StoredReservation[]> {
  return getAs<StoredReservation[]>(request, account, '/api/v1/reservations');
}

/** The id of a seeded motorcycle, by name, as the api lists it to `account`. */
export async function motorcycleId(
  request: APIRequestContext,
  account: Account,
  name: string,
): Promise<number> {
  const list = await getAs<Array<{ id: number; name: string }>>(
    request,
    account,
    '/api/v1/motorcycles',
  );
  const found = list.find((m) => m.name === name);
  expect(found, `seeded motorcycle ${name}`).toBeDefined();
  return found!.id;
}

/** The reserve form's fields, found as a person finds them: by their labels. */
export function reserveForm(page: Page) {
  return {
    city: page.getByLabel('City'),
    // Exact: right after Book now the detail page's "Back to motorcycles" link is still in the
    // DOM for a few milliseconds, and toHaveValue fails at once on a link instead of waiting.
    motorcycle: page.getByLabel('Motorcycle', { exact: true }),
    multiDay: page.getByLabel('More than one day'),
    date: page.getByLabel('Date', { exact: true }),
    /** The single day's start: the next whole hour on the shop's clock until the rider sets it. */
    startTime: page.getByLabel('Start time', { exact: true }),
    /** The single day's ride length: hours and minutes, in the group "Ride length". */
    rideLength: page.getByRole('group', { name: 'Ride length' }),
    hours: page.getByLabel('Hours', { exact: true }),
    minutes: page.getByLabel('Minutes', { exact: true }),
    fromDate: page.getByLabel('From date'),
    fromTime: page.getByLabel('From time'),
    toDate: page.getByLabel('To date'),
    toTime: page.getByLabel('To time'),
    /** The total in US dollars, shown only for a booking that can be made. */
    total: page.getByRole('main').getByText(/^\$[\d,]+\.\d\d$/),
    bookNow: page.getByRole('button', { name: 'Book Now' }),
  };
}

/** An entry of the shell's menu. */
export function menuLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name });
}

export async function openReserveForm(page: Page): Promise<void> {
  await menuLink(page, 'Reserve Form').click();
  await expect(page.getByRole('heading', { name: 'Reserve a Vespa' })).toBeVisible();
  // The select is enabled once the motorcycles are listed.
  await expect(page.getByLabel('Motorcycle')).toBeEnabled();
}

/** The sentence the reserve form says before Book Now for a time the motorcycle is taken. */
export const TAKEN = 'Taken at that time: choose another time or another Vespa';

/** "Tue, Nov 24": how the reserve form's availability list writes a day (shared-domain's format). */
export function listDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "Tue, Nov 24, 2026": how My reservations writes the day of a single-day booking. */
export function tableDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "Tue, Nov 24, 2026, 10:00–13:00": how My reservations writes a ride within one day. */
export function tableRide(date: string, from: string, to: string): string {
  return `${tableDay(date)}, ${from}–${to}`;
}

/** The reserve form's list of when the chosen motorcycle is taken. */
export function takenList(page: Page) {
  return page.getByRole('region', { name: 'When this Vespa is taken' });
}

/**
 * The busy times listed, as they are seen: each item's text without what only a screen reader
 * hears (the dash between two times is read "to" by a visually hidden word).
 */
export function listedTimes(page: Page): Promise<string[]> {
  return takenList(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const copy = item.cloneNode(true) as Element;
        copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
        return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
      }),
    );
}

/**
 * Books a single day of `motorcycleId` as `account` through the real api (no browser), for `hours`
 * at the motorcycle's price, and returns the stored reservation.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  account: Account,
  booking: { motorcycleId: number; date: string; hours: number; city: string },
): Promise<StoredReservation> {
  const login = await request.post(`${URLS.api}/api/v1/login`, {
    data: { user: { email: account.email, password: account.password } },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get(`${URLS.api}/api/v1/motorcycles`, { headers });
  const { data } = (await list.json()) as {
    data: Array<{ id: number; bookingPricePerHour: number }>;
  };
  const price = data.find((m) => m.id === booking.motorcycleId)?.bookingPricePerHour;
  expect(price, `motorcycle ${booking.motorcycleId} is listed`).toBeDefined();
  const response = await request.post(`${URLS.api}/api/v1/reservations`, {
    headers,
    data: {
      motorcycle_id: booking.motorcycleId,
      duration: booking.hours,
      total: Math.round(booking.hours * price! * 100) / 100,
      date: booking.date,
      city: booking.city,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: StoredReservation }).data;
}
