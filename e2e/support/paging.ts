import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { DatabaseSync } from 'node:sqlite';
import { bookingInterval, type Motorcycle, type User } from 'shared-domain';
import type { Account } from './accounts';
import { RUN_DIR, URLS } from './env';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` n days after today (UTC); negative: before. */
export function dayFromToday(n: number): string {
  return new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
}

/** Signs in through the api and returns the user and the bearer token. */
export async function signIn(
  request: APIRequestContext,
  account: Account,
): Promise<{ user: User; token: string }> {
  const response = await request.post(`${URLS.api}/api/v1/login`, {
    data: { user: { email: account.email, password: account.password } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { user: User; token: string };
}

/**
 * Single-day bookings of `motorcycle` through the real api as the signed-in rider, one a day
 * from `firstDay` days ahead, each in a city of its own (`${city} 1`, …): one after another, as
 * the api refuses a rider's bookings racing each other for the limits.
 */
export async function bookDays(
  request: APIRequestContext,
  token: string,
  booking: { motorcycle: Motorcycle; firstDay: number; count: number; city: string },
): Promise<void> {
  for (let i = 0; i < booking.count; i += 1) {
    const response = await request.post(`${URLS.api}/api/v1/reservations`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        motorcycle_id: booking.motorcycle.id,
        date: dayFromToday(booking.firstDay + i),
        duration: 1,
        total: booking.motorcycle.bookingPricePerHour,
        city: `${booking.city} ${i + 1}`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/**
 * Rides the rider took in the past days, latest first (`${city} 1` was yesterday): the api
 * refuses a booking that starts before today, so a rider's history is written into the suite's
 * own database (playwright.config.ts), as a year of use would have left it.
 */
export function pastRides(
  user: User,
  motorcycle: Motorcycle,
  { count, city }: { count: number; city: string },
): void {
  const database = new DatabaseSync(path.join(RUN_DIR, 'db', 'e2e.sqlite'));
  try {
    database.exec('pragma busy_timeout = 5000');
    const insert = database.prepare(
      `INSERT INTO reservations
         (user_id, motorcycle_id, date, city, duration_tenths, total_cents, start_at, end_at, created_at)
       VALUES (?, ?, ?, ?, 10, ?, ?, ?, ?)`,
    );
    for (let i = 1; i <= count; i += 1) {
      const date = dayFromToday(-i);
      const held = bookingInterval(date, 1)!;
      const bookedAt = Date.now() - (i + 30) * DAY_MS;
      const cents = Math.round(motorcycle.bookingPricePerHour * 100);
      insert.run(
        user.id,
        motorcycle.id,
        date,
        `${city} ${i}`,
        cents,
        held.start,
        held.end,
        bookedAt,
      );
    }
  } finally {
    database.close();
  }
}
