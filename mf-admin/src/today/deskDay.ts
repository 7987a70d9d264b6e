import { bookingInterval, pickupDueAt, type AdminReservation, type Interval } from 'shared-domain';
import { DAY_MS, isOverdue, reservationInterval } from '../desk/deskText';

/** A pickup still waiting this long after its start is flagged (docs/PRODUCT.md, "The shop's desk"). */
export const NOT_COLLECTED_AFTER_MS = 60 * 60_000;

export interface DeskRow {
  reservation: AdminReservation;
  interval: Interval;
  /** When it is due at the desk: its start, or the shop's opening for a date-only ride. */
  due: number;
  /** A confirmed ride's scooter still out past its end with another rider: that ride. */
  heldBy?: AdminReservation;
}

/** The day at the desk, each list by time. */
export interface DeskDay {
  /** Out after their ride's end, whatever day that was; by end. */
  overdue: DeskRow[];
  /** Confirmed and not handed over an hour after their start; by start. */
  notCollected: DeskRow[];
  /** Starting today (those not collected are in their own list); by start. */
  pickups: DeskRow[];
  /** Ending today, out or already back (the overdue ones are in their own list); by end. */
  returns: DeskRow[];
}

const byStart = (a: DeskRow, b: DeskRow) => a.interval.start - b.interval.start;
const byEnd = (a: DeskRow, b: DeskRow) => a.interval.end - b.interval.end;

/**
 * Sorts the rides of the shop's `today` (`YYYY-MM-DD`) at `now` (the shop's wall clock, epoch ms
 * read as UTC) into the desk's lists. `rides` are today's window of the fleet and every ride out
 * now; one listed twice counts once, as the window has it.
 */
export function deskDay(today: string, now: number, rides: AdminReservation[]): DeskDay {
  const dayStart = bookingInterval(today, 1)?.start ?? 0;
  const dayEnd = dayStart + DAY_MS;
  const seen = new Set<number>();
  const day: DeskDay = { overdue: [], notCollected: [], pickups: [], returns: [] };
  // Which scooters have not come back (docs/PRODUCT.md, "The shop's desk"): the rides booked
  // on them next cannot be handed over until they do.
  const notBack = new Map(
    rides.filter((r) => isOverdue(r, now)).map((r) => [r.motorcycle_id, r] as const),
  );
  for (const reservation of rides) {
    const interval = reservationInterval(reservation);
    if (seen.has(reservation.id) || !interval || reservation.status === 'cancelled') continue;
    seen.add(reservation.id);
    const { status } = reservation;
    const due = pickupDueAt(reservation.date) ?? interval.start;
    const heldBy = status === 'confirmed' ? notBack.get(reservation.motorcycle_id) : undefined;
    const row: DeskRow = { reservation, interval, due, heldBy };
    if (isOverdue(reservation, now)) {
      day.overdue.push(row);
      continue;
    }
    // A date-only ride is collected in opening hours: never late before the shop opens.
    if (status === 'confirmed' && due + NOT_COLLECTED_AFTER_MS <= now) {
      day.notCollected.push(row);
      continue;
    }
    if (interval.start >= dayStart && interval.start < dayEnd) day.pickups.push(row);
    if (status !== 'confirmed' && interval.end > dayStart && interval.end <= dayEnd) {
      day.returns.push(row);
    }
  }
  day.overdue.sort(byEnd);
  day.notCollected.sort(byStart);
  day.pickups.sort(byStart);
  day.returns.sort(byEnd);
  return day;
}
