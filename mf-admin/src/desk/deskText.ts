import {
  bookingInterval,
  formatWallClock,
  lateMinutes,
  wallClockMs,
  type AdminReservation,
  type Block,
  type Interval,
  type ReservationStatus,
} from 'shared-domain';
import { currentLanguage } from 'shared-ui';
import type { AdminT } from '../ui/i18n';

/**
 * How the desk says times and statuses, in the language shown (the sentences take the admin
 * namespace's `t`). Booking and block times are the shop's wall clock without a zone, kept as
 * epoch ms read as UTC (shared-domain's booking.ts), so they are formatted in UTC: what is shown
 * is what was booked, whatever the browser's zone.
 */
export const DAY_MS = 86_400_000;

/** "Tuesday, December 3", "martedì 3 dicembre" */
export const dayName = (ms: number): string => formatWallClock(ms, 'longDay', currentLanguage());

/** "Tue, Dec 3", "mar 3 dic" */
export const shortDayName = (ms: number): string =>
  formatWallClock(ms, 'shortDay', currentLanguage());

const pad = (value: number) => String(value).padStart(2, '0');

/** "09:30"; a midnight that ends a day is "24:00". */
export function clockText(ms: number, endOfDay = false): string {
  const minutes = Math.round((((ms % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  if (endOfDay && minutes === 0) return '24:00';
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const isMidnight = (ms: number) => ms % DAY_MS === 0;

/**
 * A span as one phrase, its day and time joined as Intl joins them ("Tue, Dec 3, 10:00"):
 * "Tuesday, December 3, 10:00 to 13:00", "Tuesday, December 3, 22:00 to Wednesday, December 4,
 * 02:00", "Tuesday, December 3, all day", "Tuesday, December 3 to Thursday, December 5, all day".
 */
export function spanText(t: AdminT, { start, end }: Interval): string {
  if (isMidnight(start) && isMidnight(end)) {
    const lastDay = end - DAY_MS;
    return lastDay <= start
      ? t('desk.span.allDay', { day: dayName(start) })
      : t('desk.span.days', { from: dayName(start), to: dayName(lastDay) });
  }
  const sameDay = Math.floor(start / DAY_MS) === Math.floor((end - 1) / DAY_MS);
  const until = sameDay ? clockText(end, true) : `${dayName(end)}, ${clockText(end)}`;
  return t('desk.span.times', { from: `${dayName(start)}, ${clockText(start)}`, until });
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

/** A status in words: "confirmed", "out". */
export function statusName(t: AdminT, status: ReservationStatus): string {
  const words = {
    confirmed: t('status.confirmed'),
    out: t('status.out'),
    returned: t('status.returned'),
    cancelled: t('status.cancelled'),
  };
  return words[status];
}

/** With a capital, for a label standing alone: "Out, overdue", "Confirmed". */
export const capitalized = (text: string) =>
  text.charAt(0).toLocaleUpperCase(currentLanguage()) + text.slice(1);

/** The status in words, as bars and rows show it beside its colour: "confirmed", "out, overdue". */
export function statusWord(t: AdminT, reservation: AdminReservation, now: number): string {
  const word = statusName(t, reservation.status);
  return isOverdue(reservation, now) ? t('status.overdue', { status: word }) : word;
}

/** The same with a capital, for a label standing alone: "Out, overdue". */
export function statusLabel(t: AdminT, reservation: AdminReservation, now: number): string {
  return capitalized(statusWord(t, reservation, now));
}

/** What a reservation is called to a screen reader: "Vespa GTS, Tuesday, December 3, 10:00 to 13:00, Rita Rider, confirmed". */
export function reservationSentence(
  t: AdminT,
  reservation: AdminReservation,
  motorcycleName: string,
  now: number,
): string {
  const interval = reservationInterval(reservation);
  const when = interval ? spanText(t, interval) : reservation.date;
  return `${motorcycleName}, ${when}, ${reservation.user.name}, ${statusWord(t, reservation, now)}`;
}

/** When a block holds its scooter: "Wednesday, December 4, 09:00 to 17:00". */
export function blockWhen(t: AdminT, block: Block): string {
  const interval = blockInterval(block);
  return interval
    ? spanText(t, interval)
    : t('desk.span.times', { from: block.from, until: block.to });
}

/** "Vespa GTS, Wednesday, December 4, 09:00 to 17:00, in the workshop: brake pads" */
export function blockSentence(t: AdminT, block: Block, motorcycleName: string): string {
  const when = blockWhen(t, block);
  return t('desk.block', { motorcycle: motorcycleName, when, reason: block.reason });
}

/** "On time", "12 minutes late", "1 hour 5 minutes late", "2 days 3 hours late". */
export function lateText(t: AdminT, minutes: number): string {
  if (minutes <= 0) return t('late.onTime');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const hoursText = hours > 0 ? t('late.hours', { count: hours }) : '';
  const parts =
    days > 0
      ? [t('late.days', { count: days }), hoursText]
      : [hoursText, rest > 0 ? t('late.minutes', { count: rest }) : ''];
  return t('late.late', { time: parts.filter(Boolean).join(' ') });
}
