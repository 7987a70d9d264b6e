// A working shop as rows: scooters, riders, an administrator and their reservations over the
// days before and after today, with the desk's record of the rides up to now (handed over, taken
// back: bench/seed/desk-record.mjs), as the api would have stored them (bench/seed/seed-shop.mjs
// writes them). Deterministic for a given size and moment: the same shop every run.
// The api's own rules, from the built shared-domain; the demo catalogue (its pictures ship in
// api/public/images): the fleet's first scooters.
import { DEMO_MOTORCYCLES } from '../../api/dist/db/demo-motorcycles.js';
import { bookingInterval, rideCost, wallClockNow } from '../../shared-domain/dist/index.js';
import { keepOverdue, NOT_AT_THE_DESK, recordDesk, shopTimes } from './desk-record.mjs';
import { CITIES, COLORS, random, rider, riderPicker, scooterRides } from './shop-draws.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Every rider and the administrator sign in with this one password (one scrypt hash). */
export const SHOP_PASSWORD = 'shop-password';

/**
 * The shop: `motorcycles` scooters (the demo catalogue's, then more of each model) and `riders`
 * riders with `daysBack` days of rides before today and `daysAhead` from today (at most 365: the
 * api's booking horizon), plus one administrator. The rides that have started were handed over
 * and those that have ended taken back, but for at least `overdue` scooters not back yet after
 * their ride's end. `now` and `timeZone` are the shop's clock. Ids are 1-based in the order of
 * the arrays.
 */
export function planShop({
  motorcycles = 200,
  riders = 20_000,
  daysBack = 365,
  daysAhead = 365,
  now = new Date(),
  timeZone = 'Europe/Rome',
  overdue = 1,
  seed = 23,
}) {
  const rand = random(seed);
  const pick = (values) => values[Math.floor(rand() * values.length)];
  // Today's start and the wall-clock time now in `timeZone` (to the minute), read as UTC as the
  // api stores times.
  const wall = wallClockNow(now, timeZone);
  const today = wall - (wall % DAY);
  const wallNow = wall - (wall % 60_000);
  const nowMs = now.getTime();

  const fleet = Array.from({ length: motorcycles }, (_, i) => {
    const demo = DEMO_MOTORCYCLES[i % DEMO_MOTORCYCLES.length];
    // The demo scooters themselves first, then the shop's second, third ... of each model.
    const round = Math.floor(i / DEMO_MOTORCYCLES.length);
    return {
      name: round === 0 ? demo.name : `${demo.name} ${round + 1}`,
      model: demo.model,
      brand: demo.brand,
      color: round === 0 ? demo.color : COLORS[i % COLORS.length],
      chassis_number:
        round === 0 ? demo.chassisNumber : `ZAPSHOP${String(i + 1).padStart(10, '0')}`,
      booking_price_cents: Math.round(demo.bookingPricePerHour * 100),
      price_cents: Math.round(demo.price * 100),
      image_link: demo.imageLink,
      description: demo.description,
      created_at: nowMs - (daysBack + 30) * DAY,
    };
  });

  const people = Array.from({ length: riders }, (_, i) => ({
    ...rider(i),
    role: 'rider',
    created_at: nowMs - (daysBack + 60) * DAY + Math.floor(rand() * 30 * DAY),
  }));
  people.push({
    name: 'Sandra Shopkeeper',
    email: 'admin@shop.test',
    role: 'owner',
    created_at: nowMs - (daysBack + 90) * DAY,
  });

  const riderFor = riderPicker(rand, riders, wallNow);
  const reservations = [];
  // The desk's record has a generator of its own: the rides stay those of the same seed.
  const desk = { wallNow, times: shopTimes(timeZone), rand: random(seed + 1) };
  const fleetRides = fleet.map((motorcycle, index) => {
    const rides = [];
    for (const ride of scooterRides(rand, today - daysBack * DAY, today + daysAhead * DAY)) {
      const interval = bookingInterval(ride.date, ride.duration);
      // Booked 1 to 45 days ahead (rides further ahead: within the last 45 days); about one
      // booking in fourteen cancelled before it started.
      let created = interval.start - Math.ceil(rand() * 45) * DAY;
      if (created > nowMs) created = nowMs - Math.floor(rand() * 45 * DAY);
      const cancelled = rand() < 0.07;
      const cancelledAt = cancelled
        ? created + Math.floor(rand() * (Math.min(nowMs, interval.start) - created))
        : null;
      const reservation = {
        user_id: riderFor(interval, cancelled) + 1,
        motorcycle_id: index + 1,
        date: ride.date,
        city: pick(CITIES),
        duration_tenths: Math.round(ride.duration * 10),
        total_cents: rideCost(ride.duration, {
          bookingPricePerHour: motorcycle.booking_price_cents / 100,
          dayPrice: null,
        }).totalCents,
        start_at: interval.start,
        end_at: interval.end,
        created_at: created,
        cancelled_at: cancelledAt,
        ...NOT_AT_THE_DESK,
      };
      reservations.push(reservation);
      if (!cancelled) rides.push(reservation);
    }
    recordDesk(rides, desk);
    return rides;
  });
  keepOverdue(fleetRides, overdue, wallNow);
  // Ids in the order the bookings were made, as the api would have given them.
  reservations.sort((a, b) => a.created_at - b.created_at || a.start_at - b.start_at);

  return {
    motorcycles: fleet,
    users: people,
    reservations,
    accounts: {
      password: SHOP_PASSWORD,
      admin: { id: people.length, email: 'admin@shop.test' },
      heavyRider: { id: 1, email: people[0].email },
    },
    /** Now on the shop's wall clock, read as UTC as the api stores times. */
    wallNow,
  };
}
