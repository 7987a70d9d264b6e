import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Motorcycle, NewMotorcycle, Reservation } from 'shared-domain';
import type { Account } from './accounts';
import { apiToken } from './admin';
import { addMotorcycle, deleteMotorcycle } from './catalog';
import { URLS } from './env';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` n days after today (UTC); far enough ahead that no zone calls it started. */
export function daysAhead(n: number): string {
  return new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
}

/** A word no other test or run uses, to tell this test's rows from the rest. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/**
 * A motorcycle of this test alone at $10 an hour (or as `fields` say: a deposit, a day price),
 * added through the api; `remove` deletes it.
 */
export async function ownMotorcycle(
  request: APIRequestContext,
  admin: Account,
  label: string,
  fields: Pick<Partial<NewMotorcycle>, 'deposit' | 'dayPrice'> = {},
) {
  const token = await apiToken(request, admin);
  const tag = uniqueTag();
  const motorcycle = await addMotorcycle(request, token, {
    name: `${label} ${tag}`,
    model: `Ops ${tag}`,
    chassisNumber: `ADM-${tag}`,
    bookingPricePerHour: 10,
    description: `Added by the admin operations tests (${tag}).`,
    ...fields,
  });
  return {
    motorcycle,
    remove: () => deleteMotorcycle(request, token, motorcycle.id),
  };
}

/**
 * A rider's single-day booking made through the real api (as the rider), at the motorcycle's
 * price per hour as it is now: total = hours × price.
 */
export async function bookAsRider(
  request: APIRequestContext,
  rider: Account,
  booking: { motorcycle: Motorcycle; date: string; hours: number; city: string },
): Promise<Reservation> {
  const token = await apiToken(request, rider);
  const response = await request.post(`${URLS.api}/api/v1/reservations`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      motorcycle_id: booking.motorcycle.id,
      date: booking.date,
      duration: booking.hours,
      total: Math.round(booking.hours * booking.motorcycle.bookingPricePerHour * 100) / 100,
      city: booking.city,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Reservation }).data;
}

/** The filters of All reservations, found by their labels. */
export function reservationFilters(page: Page) {
  const form = page.getByRole('search', { name: 'Filter the reservations' });
  return {
    motorcycle: form.getByLabel('Motorcycle'),
    from: form.getByLabel('From', { exact: true }),
    to: form.getByLabel('To', { exact: true }),
    status: form.getByLabel('Status'),
    apply: form.getByRole('button', { name: 'Apply filters' }),
    clear: form.getByRole('button', { name: 'Clear filters' }),
  };
}

/** The rows of the All reservations table (without the header row). */
export function reservationRows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** The row of the reservation made in `city` (each test books in cities of its own). */
export function reservationRow(page: Page, city: string) {
  return reservationRows(page).filter({ has: page.getByRole('cell', { name: city, exact: true }) });
}
