// A working shop as rows: scooters, riders, an administrator and their reservations over the
// days before and after today, with the desk's record of the rides up to now (handed over, taken
// back: tools/seed/desk-record.mjs), as the api would have stored them (tools/seed/seed-shop.mjs
// writes them). Deterministic for a given size and moment: the same shop every run.
import { createRequire } from 'node:module';
import { keepOverdue, recordDesk, shopTimes } from './desk-record.mjs';

// The api's own rules, from the built shared-domain.
const require = createRequire(import.meta.url);
const {
  bookingInterval,
  bookingTotal,
  MAX_UPCOMING_RESERVATIONS,
  MAX_BOOKING_HOURS,
  wallClockNow,
} = require('../../shared-domain/dist/index.js');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A rider holds at most this many reservations that overlap one another (docs/PRODUCT.md). */
const MAX_OVERLAPPING = 3;
/** Every rider and the administrator sign in with this one password (one scrypt hash). */
export const SHOP_PASSWORD = 'shop-password';

/** The demo catalogue (its pictures ship in api/public/images): the fleet's first scooters. */
const { DEMO_MOTORCYCLES } = require('../../api/dist/db/demo-motorcycles.js');
/** The colours of the further scooters of each model. */
const COLORS = ['Azzurro Provenza', 'Rosso Passione', 'Nero Convinto', 'Bianco Innocente'];
const CITIES = ['Rome', 'Florence', 'Milan', 'Naples', 'Bologna', 'Turin', 'Venice', 'Palermo'];
const FIRST =
  'Giulia Marco Sofia Luca Chiara Matteo Anna Niccolò Elena Davide Francesca Alessandro'.split(' ');
const LAST = 'Rossi Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti'.split(' ');

/**
 * Rider `i`'s name and email: every pair of a first and a last name once (120 riders), then
 * again with a number in the email. The email is the name in ASCII: `niccolo.bruno@shop.test`.
 */
function rider(i) {
  const first = FIRST[i % FIRST.length];
  const round = Math.floor(i / FIRST.length);
  const last = LAST[(i + round) % LAST.length];
  const again = Math.floor(i / (FIRST.length * LAST.length));
  const ascii = (text) =>
    text
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  return {
    name: `${first} ${last}`,
    email: `${ascii(first)}.${ascii(last)}${again > 0 ? `.${again + 1}` : ''}@shop.test`,
  };
}

/** A small fast generator (mulberry32), so a seed gives the same shop every time. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Today's start and the wall-clock time now in `timeZone` (to the minute), read as UTC as the api
 * stores times.
 */
function shopClock(now, timeZone) {
  const wall = wallClockNow(now, timeZone);
  return { today: wall - (wall % DAY), wallNow: wall - (wall % 60_000) };
}

/** The desk's columns of a reservation nobody has handed over yet. */
const NOT_AT_THE_DESK = {
  picked_up_at: null,
  pickup_odometer_km: null,
  pickup_note: null,
  returned_at: null,
  return_odometer_km: null,
  damage: null,
  return_note: null,
  late_minutes: null,
};

const day = (ms) => new Date(ms).toISOString().slice(0, 10);
const dateTime = (ms) => new Date(ms).toISOString().slice(0, 16);

/**
 * One scooter's rides, in order and never overlapping: two short rides in a day, a whole day
 * (a date-only booking, as the single-day form sends it), or several days from 10:00; now and
 * then a day without a ride.
 */
function scooterRides(rand, firstDay, lastDay) {
  const rides = [];
  const pick = (values) => values[Math.floor(rand() * values.length)];
  for (let start = firstDay; start < lastDay;) {
    const kind = rand();
    if (kind < 0.05) {
      start += DAY;
    } else if (kind < 0.6) {
      rides.push({ date: dateTime(start + 9 * HOUR), duration: pick([2, 2.5, 3, 4]) });
      if (rand() < 0.6) {
        rides.push({ date: dateTime(start + 14 * HOUR), duration: pick([2, 3, 3.5, 4]) });
      }
      start += DAY;
    } else if (kind < 0.9) {
      rides.push({ date: day(start), duration: pick([4, 6, 8, 10]) });
      start += DAY;
    } else {
      const duration = (2 + Math.floor(rand() * 4)) * 24 + pick([0, 8]);
      rides.push({ date: dateTime(start + 10 * HOUR), duration });
      // The next ride starts the day after this one ends.
      start += Math.ceil((10 * HOUR + duration * HOUR) / DAY) * DAY;
    }
  }
  return rides;
}

/**
 * Who rides: a few regulars ride often, most riders now and then (index ~ riders × u^1.5), and
 * rider 0, the heavy rider, about once a day. Upcoming rides go only to a rider they keep within
 * the api's limits (upcoming count, hours, overlapping rides), as the api would have.
 */
function riderPicker(rand, riders, wallNow) {
  const upcoming = Array.from({ length: riders }, () => []);
  const fits = (rider, interval) => {
    const held = upcoming[rider];
    if (held.length >= MAX_UPCOMING_RESERVATIONS) return false;
    const hours = held.reduce((sum, i) => sum + (i.end - Math.max(i.start, wallNow)), 0) / HOUR;
    if (hours + (interval.end - interval.start) / HOUR > MAX_BOOKING_HOURS) return false;
    const overlapping = held.filter((i) => i.start < interval.end && interval.start < i.end);
    return overlapping.length < MAX_OVERLAPPING;
  };
  return (interval, cancelled) => {
    let rider = rand() < 0.004 ? 0 : Math.floor(riders * rand() ** 1.5);
    if (cancelled || interval.end <= wallNow) return rider;
    for (let tries = 0; !fits(rider, interval); tries += 1) {
      if (tries === 10_000) {
        throw new Error(
          `planShop: ${riders} riders cannot hold the shop's upcoming rides within a rider's limits; plan more riders or fewer days ahead`,
        );
      }
      rider = Math.floor(riders * rand());
    }
    upcoming[rider].push(interval);
    return rider;
  };
}

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
  const { today, wallNow } = shopClock(now, timeZone);
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
    admin: 0,
    created_at: nowMs - (daysBack + 60) * DAY + Math.floor(rand() * 30 * DAY),
  }));
  people.push({
    name: 'Sandra Shopkeeper',
    email: 'admin@shop.test',
    admin: 1,
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
        total_cents: Math.round(
          bookingTotal(ride.duration, motorcycle.booking_price_cents / 100) * 100,
        ),
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
