import {
  bookingInterval,
  lateMinutes,
  wallClockMs,
  type AdminReservation,
  type Block,
  type Interval,
  type ReservationStatus,
} from 'shared-domain';

/**
 * How the desk says times and statuses. Booking and block times are the shop's wall clock
 * without a zone, kept as epoch ms read as UTC (shared-domain's booking.ts), so they are
 * formatted in UTC: what is shown is what was booked, whatever the browser's zone.
 */
export const DAY_MS = 86_400_000;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Tuesday 3 December" */
export function dayName(ms: number): string {
  return dayFormat.format(ms);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "09:30"; a midnight that ends a day is "24:00". */
export function clockText(ms: number, endOfDay = false): string {
  const minutes = Math.round((((ms % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  if (endOfDay && minutes === 0) return '24:00';
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const isMidnight = (ms: number) => ms % DAY_MS === 0;

/**
 * A span as one phrase: "Tuesday 3 December 10:00 to 13:00", "Tuesday 3 December 22:00 to
 * Wednesday 4 December 02:00", "Tuesday 3 December, all day", "Tuesday 3 December to Thursday
 * 5 December, all day".
 */
export function spanText({ start, end }: Interval): string {
  if (isMidnight(start) && isMidnight(end)) {
    const lastDay = end - DAY_MS;
    return lastDay <= start
      ? `${dayName(start)}, all day`
      : `${dayName(start)} to ${dayName(lastDay)}, all day`;
  }
  const sameDay = Math.floor(start / DAY_MS) === Math.floor((end - 1) / DAY_MS);
  const until = sameDay ? clockText(end, true) : `${dayName(end)} ${clockText(end)}`;
  return `${dayName(start)} ${clockText(start)} to ${until}`;
}

/** The time a reservation holds; null for one the api should never send (no valid date). */
export function reservationInterval(reservation: AdminReservation): Interval | null {
  return bookingInterval(reservation.date, reservation.duration);
}

export function blockInterval(block: Block): Interval | null {
  const start = wallClockMs(block.from);
  const end = wallClockMs(block.to);
  return start === null || end === null || end <= start ? null : { start, end };
}

/**
 * A scooter that is out a whole minute or more after its ride's end (`now` on the shop's wall
 * clock): as the take-back counts it (lateMinutes), so an overdue ride is never "On time".
 */
export function isOverdue(reservation: AdminReservation, now: number): boolean {
  const interval = reservationInterval(reservation);
  return reservation.status === 'out' && interval !== null && lateMinutes(interval.end, now) > 0;
}

const STATUS_WORDS: Record<ReservationStatus, string> = {
  confirmed: 'confirmed',
  out: 'out',
  returned: 'returned',
  cancelled: 'cancelled',
};

/** The status in words, as bars and rows show it beside its colour: "confirmed", "out, overdue". */
export function statusWord(reservation: AdminReservation, now: number): string {
  const word = STATUS_WORDS[reservation.status];
  return isOverdue(reservation, now) ? `${word}, overdue` : word;
}

/** The same with a capital, for a label standing alone: "Out, overdue". */
export function statusLabel(reservation: AdminReservation, now: number): string {
  const word = statusWord(reservation, now);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** What a reservation is called to a screen reader: "Vespa GTS, Tuesday 3 December 10:00 to 13:00, Rita Rider, confirmed". */
export function reservationSentence(
  reservation: AdminReservation,
  motorcycleName: string,
  now: number,
): string {
  const interval = reservationInterval(reservation);
  const when = interval ? spanText(interval) : reservation.date;
  return `${motorcycleName}, ${when}, ${reservation.user.name}, ${statusWord(reservation, now)}`;
}

/** "Vespa GTS, Wednesday 4 December 09:00 to 17:00, in the workshop: brake pads" */
export function blockSentence(block: Block, motorcycleName: string): string {
  const interval = blockInterval(block);
  const when = interval ? spanText(interval) : `${block.from} to ${block.to}`;
  return `${motorcycleName}, ${when}, in the workshop: ${block.reason}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "On time", "12 minutes late", "1 hour 5 minutes late", "2 days 3 hours late". */
export function lateText(minutes: number): string {
  if (minutes <= 0) return 'On time';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts =
    days > 0
      ? [plural(days, 'day'), hours > 0 ? plural(hours, 'hour') : '']
      : [hours > 0 ? plural(hours, 'hour') : '', rest > 0 ? plural(rest, 'minute') : ''];
  return `${parts.filter(Boolean).join(' ')} late`;
}
