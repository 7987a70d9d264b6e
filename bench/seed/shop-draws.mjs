// The shop's people and rides, drawn from a seeded generator (./plan-shop.mjs puts them
// together): riders' names, each scooter's rides, and who rides them within the api's limits.
// The api's own rules, from the built shared-domain.
import * as rules from '../../shared-domain/dist/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The colours of the further scooters of each model. */
export const COLORS = ['Azzurro Provenza', 'Rosso Passione', 'Nero Convinto', 'Bianco Innocente'];
export const CITIES = [
  'Rome',
  'Florence',
  'Milan',
  'Naples',
  'Bologna',
  'Turin',
  'Venice',
  'Palermo',
];
const FIRST =
  'Giulia Marco Sofia Luca Chiara Matteo Anna Niccolò Elena Davide Francesca Alessandro'.split(' ');
const LAST = 'Rossi Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti'.split(' ');

/**
 * Rider `i`'s name and email: every pair of a first and a last name once (120 riders), then
 * again with a number in the email. The email is the name in ASCII: `niccolo.bruno@shop.test`.
 */
export function rider(i) {
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
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (ms) => new Date(ms).toISOString().slice(0, 10);
const dateTime = (ms) => new Date(ms).toISOString().slice(0, 16);

/**
 * One scooter's rides, in order and never overlapping: two short rides in a day, a whole day
 * (a date-only booking, as the single-day form sends it), or several days from 10:00; now and
 * then a day without a ride.
 */
export function scooterRides(rand, firstDay, lastDay) {
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
export function riderPicker(rand, riders, wallNow) {
  const upcoming = Array.from({ length: riders }, () => []);
  const fits = (rider, interval) => {
    const held = upcoming[rider];
    if (held.length >= rules.MAX_UPCOMING_RESERVATIONS) return false;
    const hours = held.reduce((sum, i) => sum + (i.end - Math.max(i.start, wallNow)), 0) / HOUR;
    if (hours + (interval.end - interval.start) / HOUR > rules.MAX_BOOKING_HOURS) return false;
    const overlapping = held.filter((i) => i.start < interval.end && interval.start < i.end);
    return overlapping.length < rules.MAX_OVERLAPPING_RESERVATIONS;
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
