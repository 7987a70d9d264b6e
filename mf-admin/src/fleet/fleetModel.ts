import type { AdminReservation, Block, FleetWindow, Interval } from 'shared-domain';
import {
  blockInterval,
  blockSentence,
  DAY_MS,
  dayName,
  reservationInterval,
  reservationSentence,
  statusLabel,
} from '../desk/deskText';
import { statusClass } from '../desk/StatusBadge';
import type { AdminT } from '../ui/i18n';

/** A scooter of the fleet's window: its row. */
export type FleetScooter = FleetWindow['motorcycles'][number];

/** A place the focus stops on a scooter's row: a ride, a workshop block or a free day. */
export type Stop =
  | (Placed & { kind: 'reservation'; reservation: AdminReservation; tone: string; status: string })
  | (Placed & { kind: 'block'; block: Block })
  | (Placed & { kind: 'free'; day: string });

interface Placed {
  /** Stable across refreshes: 'r12', 'b3', 'free-2026-12-03'. */
  key: string;
  /** The day columns it covers, first and last (0-based, inside the week). */
  first: number;
  last: number;
  /** Where its bar starts within its first column, and how many columns it spans. */
  offset: number;
  span: number;
  /** What a screen reader hears: one sentence. */
  sentence: string;
  /** Its start, to order the stops of one day. */
  start: number;
}

export interface FleetRow {
  scooter: FleetScooter;
  stops: Stop[];
  /** The stops by the column they start in, for drawing the row's cells. */
  startsIn: number[][];
}

/**
 * The week's rows, one per scooter: its rides (not the cancelled ones, which hold no time) and
 * workshop blocks cut to the week, and a free stop for each day nothing touches. `days` are the
 * week's dates; `now` is the shop's wall clock (for "overdue").
 */
export function fleetRows(t: AdminT, fleet: FleetWindow, days: string[], now: number): FleetRow[] {
  const weekStart = Date.parse(`${days[0]}T00:00:00Z`);
  const weekEnd = weekStart + days.length * DAY_MS;
  const scooters = new Map<number, FleetScooter>(fleet.motorcycles.map((m) => [m.id, m]));
  const stops = new Map<number, Stop[]>([...scooters.keys()].map((id) => [id, []]));
  const place = (interval: Interval | null) => {
    if (!interval) return null;
    const start = Math.max(interval.start, weekStart);
    const end = Math.min(interval.end, weekEnd);
    if (end <= start) return null;
    const first = Math.floor((start - weekStart) / DAY_MS);
    return {
      first,
      last: Math.floor((end - 1 - weekStart) / DAY_MS),
      offset: (start - weekStart) / DAY_MS - first,
      span: (end - start) / DAY_MS,
      start: interval.start,
    };
  };
  const rowOf = (id: number, name: string) => {
    // A ride of a scooter since deleted still holds its row, by the name it was booked under.
    if (!scooters.has(id)) scooters.set(id, { id, name, model: '' });
    if (!stops.has(id)) stops.set(id, []);
    return { name: (scooters.get(id) as FleetScooter).name, list: stops.get(id) as Stop[] };
  };

  for (const reservation of fleet.reservations) {
    if (reservation.status === 'cancelled') continue;
    const placed = place(reservationInterval(reservation));
    if (!placed) continue;
    const row = rowOf(reservation.motorcycle_id, reservation.motorcycle_name);
    const sentence = reservationSentence(t, reservation, row.name, now);
    row.list.push({
      ...placed,
      kind: 'reservation',
      key: `r${reservation.id}`,
      sentence,
      reservation,
      // The status's colour, and its words: never the colour alone.
      tone: statusClass(reservation, now),
      status: statusLabel(t, reservation, now),
    });
  }
  for (const block of fleet.blocks) {
    const placed = place(blockInterval(block));
    if (!placed) continue;
    const row = rowOf(block.motorcycle_id, t('motorcycle.number', { id: block.motorcycle_id }));
    const sentence = blockSentence(t, block, row.name);
    row.list.push({ ...placed, kind: 'block', key: `b${block.id}`, sentence, block });
  }

  return [...scooters.values()].map((scooter) => {
    const list = stops.get(scooter.id) as Stop[];
    days.forEach((day, column) => {
      // A free day added meanwhile covers its own column only.
      if (list.some(({ first, last }) => first <= column && column <= last)) return;
      const sentence = t('fleet.free.sentence', {
        scooter: scooter.name,
        day: dayName(weekStart + column * DAY_MS),
      });
      const start = weekStart + column * DAY_MS;
      list.push({
        kind: 'free',
        key: `free-${day}`,
        day,
        first: column,
        last: column,
        offset: 0,
        span: 1,
        sentence,
        start,
      });
    });
    list.sort((a, b) => a.first - b.first || a.start - b.start);
    const startsIn = days.map(() => [] as number[]);
    list.forEach((stop, index) => startsIn[stop.first]?.push(index));
    return { scooter, stops: list, startsIn };
  });
}
