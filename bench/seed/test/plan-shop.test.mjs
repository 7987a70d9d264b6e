// The planned shop (bench/seed/plan-shop.mjs) as its desk would have left it: what a seeded
// database shows on Today and the fleet timeline follows from these rows.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shopTimes } from '../desk-record.mjs';
import { planShop } from '../plan-shop.mjs';

const require = createRequire(import.meta.url);
const { emailProblem } = require('../../../shared-domain/dist/index.js');
const { DEMO_MOTORCYCLES } = require('../../../api/dist/db/demo-motorcycles.js');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const MINUTE = 60_000;
/** 13:20 in Rome: rides of the morning are back, some of the afternoon's are out. */
const NOW = new Date('2026-11-25T12:20:00Z');
const SMALL_SHOP = { motorcycles: 12, riders: 60, daysBack: 28, daysAhead: 21, now: NOW };
const { wallOf } = shopTimes('Europe/Rome');

const rideStatus = (r) => {
  if (r.cancelled_at !== null) return 'cancelled';
  if (r.returned_at !== null) return 'returned';
  if (r.picked_up_at !== null) return 'out';
  return 'confirmed';
};

/** Each scooter's rides that were not cancelled, in time order. */
function byScooter(plan) {
  const scooters = new Map();
  for (const ride of plan.reservations) {
    if (ride.cancelled_at !== null) continue;
    scooters.set(ride.motorcycle_id, [...(scooters.get(ride.motorcycle_id) ?? []), ride]);
  }
  return [...scooters.values()].map((rides) => rides.sort((a, b) => a.start_at - b.start_at));
}

describe('planShop: the desk record up to now', () => {
  const plan = planShop(SMALL_SHOP);

  test('no ride that starts after now has been handed over', () => {
    const ahead = plan.reservations.filter((r) => r.start_at > plan.wallNow);
    expect(ahead.length).toBeGreaterThan(100);
    expect(ahead.filter((r) => r.picked_up_at !== null)).toEqual([]);
  });

  test('almost every ride that has ended came back; a few riders never came', () => {
    const ended = plan.reservations.filter(
      (r) => r.cancelled_at === null && r.end_at <= plan.wallNow,
    );
    const returned = ended.filter((r) => rideStatus(r) === 'returned');
    expect(ended.length).toBeGreaterThan(200);
    expect(returned.length / ended.length).toBeGreaterThan(0.97);
  });

  test('a hand-over and a take-back are instants before now, the take-back after the hand-over, its lateness counted on the wall clock', () => {
    const returned = plan.reservations.filter((r) => rideStatus(r) === 'returned');
    for (const r of returned) {
      expect(r.picked_up_at).toBeLessThan(r.returned_at);
      expect(r.returned_at).toBeLessThanOrEqual(NOW.getTime());
      expect(wallOf(r.picked_up_at)).toBeGreaterThanOrEqual(r.start_at);
      const late = Math.max(0, Math.floor((wallOf(r.returned_at) - r.end_at) / MINUTE));
      expect(r.late_minutes).toBe(late);
    }
    // Most come back on time; some are late, which the desk shows.
    const late = returned.filter((r) => r.late_minutes > 0).length;
    expect(late).toBeGreaterThan(0);
    expect(late / returned.length).toBeLessThan(0.2);
  });

  test('a scooter is with one rider at a time, and its odometer never runs backwards', () => {
    // A larger fleet: a rider late from a morning ride while the afternoon's waits is rare.
    const fleet = planShop({ ...SMALL_SHOP, motorcycles: 100, riders: 2000, daysAhead: 7 });
    for (const rides of byScooter(fleet)) {
      const handedOver = rides.filter((r) => r.picked_up_at !== null);
      expect(handedOver.filter((r) => r.returned_at === null).length).toBeLessThanOrEqual(1);
      handedOver.forEach((ride, i) => {
        if (ride.returned_at !== null) {
          expect(ride.return_odometer_km).toBeGreaterThanOrEqual(ride.pickup_odometer_km);
        }
        const before = handedOver[i - 1];
        if (!before) return;
        expect(before.returned_at).not.toBeNull();
        expect(ride.picked_up_at).toBeGreaterThan(before.returned_at);
        expect(ride.pickup_odometer_km).toBe(before.return_odometer_km);
      });
    }
  });

  test('at least the asked number of scooters are out after their ride has ended', () => {
    const overdue = (p) =>
      p.reservations.filter((r) => rideStatus(r) === 'out' && r.end_at <= p.wallNow).length;
    expect(overdue(plan)).toBeGreaterThanOrEqual(1);
    expect(overdue(planShop({ ...SMALL_SHOP, overdue: 3 }))).toBeGreaterThanOrEqual(3);
  });
});

describe('planShop: the fleet and the riders', () => {
  test('the fleet starts with the demo catalogue, and every scooter has a picture the api ships', () => {
    const { motorcycles } = planShop(SMALL_SHOP);
    expect(motorcycles.slice(0, DEMO_MOTORCYCLES.length).map((m) => m.chassis_number)).toEqual(
      DEMO_MOTORCYCLES.map((m) => m.chassisNumber),
    );
    expect(motorcycles.map((m) => m.name).slice(7, 9)).toEqual([
      'Vespa Primavera 2',
      'Vespa Sprint 2',
    ]);
    for (const { image_link: link } of motorcycles) {
      expect(existsSync(path.join(ROOT, 'api/public', link))).toBe(true);
    }
  });

  test('each rider has a name of their own among the first 120 and an email the api accepts', () => {
    const { users } = planShop({ ...SMALL_SHOP, riders: 1000, daysBack: 1, daysAhead: 1 });
    const riders = users.filter((u) => u.role === 'rider');
    expect(new Set(riders.slice(0, 120).map((u) => u.name)).size).toBe(120);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
    for (const { email } of users) expect(emailProblem(email)).toBeNull();
    expect(riders[7]).toMatchObject({ name: 'Niccolò Bruno', email: 'niccolo.bruno@shop.test' });
  });
});

describe('shopTimes', () => {
  test('an instant and its wall-clock time convert both ways across the days the clocks change', () => {
    const { epochOf } = shopTimes('Europe/Rome');
    for (const day of ['2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const wall = Date.parse(`${day}T00:00Z`) + minutes * MINUTE;
        // 02:00–03:00 on the spring day is never on a Roman clock.
        const skipped = day === '2026-03-29' && minutes >= 120 && minutes < 180;
        if (!skipped) expect(wallOf(epochOf(wall))).toBe(wall);
      }
    }
    expect(epochOf(Date.parse('2026-11-25T13:20Z'))).toBe(NOW.getTime());
    expect(epochOf(Date.parse('2026-07-01T12:00Z'))).toBe(Date.parse('2026-07-01T10:00Z'));
  });
});
