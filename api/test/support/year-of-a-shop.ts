import type { Kysely } from 'kysely';
import type { Tables } from '../../src/db/types';
import { storeReservations, type StoredReservation } from './stored-reservations';

/** A year of a 200-scooter shop, as the attack of 2026-11-27 met it (api/README.md, "Heavy reads"). */
export const YEAR_OF_A_SHOP = {
  motorcycles: 200,
  riders: 2000,
  /** The year the rides fall in: a report of the 24 months around it reads every one. */
  year: 2025,
  /** Each scooter's rides a day: the morning's and the afternoon's. */
  ridesADay: [9, 14],
};

export interface SeededShop {
  /** How many of the rides stand (not cancelled), and their totals in cents. */
  standing: number;
  standingCents: number;
}

/**
 * Writes the shop's scooters, riders and rides straight into the database, in bulk INSERTs (the
 * api refuses bookings in the past): every scooter ridden twice a day all year, one to four hours
 * a ride, one in twenty cancelled. The same rows on every run.
 */
export async function seedYearOfAShop(db: Kysely<Tables>): Promise<SeededShop> {
  const { motorcycles, riders, year, ridesADay } = YEAR_OF_A_SHOP;
  const created = Date.UTC(year - 1, 0, 1);
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: riders }, (_, n) => ({
        name: `Shop rider ${n}`,
        email: `shop-rider${n}@example.com`,
        password_hash: 'not-a-hash',
        created_at: created,
      })),
    )
    .returning('id')
    .execute();
  const scooters = await db
    .insertInto('motorcycles')
    .values(
      Array.from({ length: motorcycles }, (_, n) => ({
        name: `Vespa ${String(n).padStart(3, '0')}`,
        model: 'Primavera',
        brand: 'Vespa',
        color: 'Blue',
        chassis_number: `YEAR-${n}`,
        booking_price_cents: 1000,
        price_cents: 500_000,
        image_link: '/images/primavera.svg',
        description: '',
        created_at: created,
      })),
    )
    .returning('id')
    .execute();

  const rides: StoredReservation[] = [];
  const days = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
  for (let day = 0; day < days; day += 1) {
    const date = new Date(Date.UTC(year, 0, 1 + day)).toISOString().slice(0, 10);
    scooters.forEach(({ id }, n) => {
      ridesADay.forEach((hour, slot) => {
        const seq = (day * motorcycles + n) * ridesADay.length + slot;
        rides.push({
          userId: (users[seq % riders] as { id: number }).id,
          motorcycleId: id,
          date: `${date}T${String(hour).padStart(2, '0')}:00`,
          duration: 1 + (seq % 4),
          cancelledAt: seq % 20 === 0 ? Date.UTC(year, 0, day) : undefined,
        });
      });
    });
  }
  await storeReservations(db, rides);
  const standing = rides.filter((ride) => ride.cancelledAt === undefined);
  return {
    standing: standing.length,
    // storeReservations charges 10 dollars an hour.
    standingCents: standing.reduce((sum, ride) => sum + Math.round(ride.duration * 1000), 0),
  };
}
