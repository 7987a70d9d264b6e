// What the desk does, through the api, before its pictures are taken of the seeded shop: one
// scooter taken to the workshop for a day of this week, so the fleet timeline shows a block
// beside the rides (the seed has handed over and taken back every ride up to now).
import { bookingInterval, wallClockMs } from '../../shared-domain/dist/index.js';
import { mondayOf, shopDate } from './shop-api.mjs';

const DAY = 86_400_000;
export const WORKSHOP_REASON = 'Service: brakes and tyres';

const dateOf = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * Takes a scooter to the workshop for a whole day of this week after today (today itself on a
 * Sunday): the scooter and day with the fewest confirmed rides, which the shop cancels first,
 * as it would (a block is refused over them); never a day with a ride out. `call`: the api as an
 * administrator (shop-api.mjs, signedIn). Resolves with the block and its scooter's name.
 */
export async function workshopBlock(call, timeZone) {
  const today = shopDate(timeZone);
  const monday = mondayOf(today);
  const { data: fleet } = await call('GET', `/api/v1/admin/fleet?from=${monday}&days=7`);
  const sunday = wallClockMs(monday) + 6 * DAY;
  const firstDay = Math.min(wallClockMs(today) + DAY, sunday);
  let best = null;
  for (let day = firstDay; day <= sunday; day += DAY) {
    for (const { id, name } of fleet.motorcycles) {
      const held = fleet.reservations.filter((r) => {
        const { start, end } = bookingInterval(r.date, r.duration);
        // A ride out past its end holds its scooter until it is back (the api's overdue hold).
        return r.motorcycle_id === id && start < day + DAY && (day < end || r.status === 'out');
      });
      const blocked = fleet.blocks.some(
        (b) => b.motorcycle_id === id && wallClockMs(b.from) < day + DAY && day < wallClockMs(b.to),
      );
      if (blocked || held.some((r) => r.status !== 'confirmed')) continue;
      if (!best || held.length < best.held.length) best = { id, name, day, held };
    }
  }
  if (!best) throw new Error('every scooter has a ride out or a block on every day left this week');
  for (const reservation of best.held) {
    await call('DELETE', `/api/v1/reservations/${reservation.id}`);
  }
  const { data: block } = await call('POST', `/api/v1/motorcycles/${best.id}/blocks`, {
    from: dateOf(best.day),
    to: dateOf(best.day + DAY),
    reason: WORKSHOP_REASON,
  });
  return { block, name: best.name };
}
