// The shop's desk as it would have recorded a scooter's rides up to now (docs/PRODUCT.md, "The
// shop's desk"): each ride that has started was handed over, each that has ended taken back,
// with the odometer running on from ride to ride. bench/seed/plan-shop.mjs calls it.
import { lateMinutes, wallClockNow } from '../../shared-domain/dist/index.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const PICKUP_NOTES = ['Two helmets', 'Top box fitted', 'Phone holder fitted', 'Helmet size L'];
const RETURN_NOTES = ['Tank half full', 'Helmet left at the desk', 'Top box removed'];
const DAMAGE = ['Scratch on the left side panel', 'Mirror loose', 'Small dent on the mudguard'];

/**
 * `epoch → wall` in `timeZone`: the wall-clock time of an instant, read as UTC as the api stores
 * booking times; and its inverse `wall → epoch` (an instant the desk records). Offsets are kept
 * per hour: a year of a shop asks for hundreds of thousands.
 */
export function shopTimes(timeZone) {
  const offsets = new Map();
  const offsetAt = (epoch) => {
    const hour = Math.floor(epoch / HOUR) * HOUR;
    if (!offsets.has(hour)) offsets.set(hour, wallClockNow(new Date(hour), timeZone) - hour);
    return offsets.get(hour);
  };
  return {
    wallOf: (epoch) => epoch + offsetAt(epoch),
    // The offset at the wall time read as an instant is right but for the hours around a
    // change of the clocks; a second look settles those.
    epochOf: (wall) => wall - offsetAt(wall - offsetAt(wall)),
  };
}

/**
 * Fills in the desk's columns of one scooter's `rides` (reservations that were not cancelled,
 * in time order; each with `date`, `duration_tenths`, `start_at` and `end_at`) as of `wallNow`:
 * - a ride that has started was handed over a few minutes after its start (a whole-day booking,
 *   which starts at midnight, between 08:30 and 10:30), and not before the ride before it was
 *   back (a late rider keeps the next one waiting); about one rider in a hundred never came
 *   (the ride stays confirmed);
 * - a ride that has ended was taken back, mostly up to half an hour early, one in eight up to
 *   75 minutes late (a whole-day booking between 17:00 and 19:30); one whose take-back lies
 *   after now is still out;
 * - each ride adds 6 to 14 km an hour ridden, at most 180 km a day.
 * Returns the scooter's odometer now. `times` is shopTimes(); `rand` a generator of [0, 1).
 */
export function recordDesk(rides, { wallNow, times, rand }) {
  let odometer = 800 + Math.floor(rand() * 6000);
  let backAt = -Infinity;
  rides.forEach((ride) => {
    const wholeDay = !ride.date.includes('T');
    let pickup = wholeDay
      ? ride.start_at + 8.5 * HOUR + Math.floor(rand() * 120) * MINUTE
      : ride.start_at + Math.floor(rand() * 15) * MINUTE;
    pickup = Math.max(pickup, backAt + 5 * MINUTE);
    const noShow = rand() < 0.01;
    if (pickup > wallNow || noShow) return;

    const hours = ride.duration_tenths / 10;
    const km = Math.round(Math.min(hours * (6 + rand() * 8), 180 * Math.ceil(hours / 24)));
    Object.assign(ride, {
      picked_up_at: times.epochOf(pickup),
      pickup_odometer_km: odometer,
      pickup_note: rand() < 0.06 ? PICKUP_NOTES[Math.floor(rand() * PICKUP_NOTES.length)] : null,
    });

    let back;
    if (wholeDay) back = ride.start_at + 17 * HOUR + Math.floor(rand() * 150) * MINUTE;
    else if (rand() < 0.125) back = ride.end_at + (5 + Math.floor(rand() * 70)) * MINUTE;
    else back = ride.end_at - Math.floor(rand() * 30) * MINUTE;
    back = Math.max(back, pickup + 30 * MINUTE);
    backAt = back;
    if (back > wallNow) return;

    odometer += km;
    Object.assign(ride, {
      returned_at: times.epochOf(back),
      return_odometer_km: odometer,
      damage: rand() < 0.02 ? DAMAGE[Math.floor(rand() * DAMAGE.length)] : null,
      return_note: rand() < 0.05 ? RETURN_NOTES[Math.floor(rand() * RETURN_NOTES.length)] : null,
      late_minutes: lateMinutes(ride.end_at, back),
    });
  });
  return odometer;
}

/** The desk's columns of a ride not taken back (yet). */
const NOT_BACK = {
  returned_at: null,
  return_odometer_km: null,
  damage: null,
  return_note: null,
  late_minutes: null,
};

/** The desk's columns of a reservation nobody has handed over yet. */
export const NOT_AT_THE_DESK = {
  picked_up_at: null,
  pickup_odometer_km: null,
  pickup_note: null,
  ...NOT_BACK,
};

/** Out (handed over, not back) after its end at `wallNow`. */
export const isOverdue = (ride, wallNow) =>
  ride.picked_up_at != null && ride.returned_at == null && ride.end_at <= wallNow;

/**
 * Makes sure at least `count` scooters are overdue: where fewer are, the rides that came back
 * last (each its scooter's latest hand-over, so no later rider has its scooter) are not back yet.
 * Only a ride already ended can be overdue: one brought back early, before its end, stays back.
 * `fleetRides`: each scooter's rides as given to recordDesk, after it.
 */
export function keepOverdue(fleetRides, count, wallNow) {
  const overdue = fleetRides.filter((rides) => rides.some((r) => isOverdue(r, wallNow))).length;
  const lastBack = fleetRides
    .map((rides) => rides.findLast((r) => r.picked_up_at != null))
    .filter((ride) => ride?.returned_at != null && ride.end_at <= wallNow)
    .sort((a, b) => b.end_at - a.end_at);
  for (const ride of lastBack.slice(0, Math.max(0, count - overdue))) {
    Object.assign(ride, NOT_BACK);
  }
}
