import { skippedTimeProblem, wallClockNow, wallClockText } from 'shared-domain';
import { EMPTY_BOOKING_TIME, type BookingTime, type ShopClock } from './quote';

const HOUR_MS = 3_600_000;

/**
 * What the form holds: a BookingTime whose single day's start is null until the rider sets it
 * (or the catalogue's window does), and then reads as the next whole hour (withDayStart). An
 * emptied start is '' and is asked for like any other time.
 */
export type EnteredTime = Omit<BookingTime, 'dayStart'> & { dayStart: string | null };

export const EMPTY_ENTERED_TIME: EnteredTime = { ...EMPTY_BOOKING_TIME, dayStart: null };

/** `HH:mm` of a wall-clock time kept as epoch ms read as UTC (shared-domain's booking.ts). */
const clockOf = (wall: number) => new Date(wall).toISOString().slice(11, 16);

/**
 * The next whole hour on the shop's clock, `HH:mm`, whatever the browser's zone: at 10:20 in Rome
 * "11:00" (docs/PRODUCT.md, "Bookings": the shop's time). From 23:00 it is "00:00": the date
 * stays the rider's to choose, and today has no whole hour left then, so a ride today is said to
 * have passed, as any passed start is. An hour the shop's clocks skip is passed over: at 01:30
 * on the night Rome's clocks go forward, the next hour the clock shows is 03:00.
 */
export function nextWholeHour({ now, timeZone }: ShopClock): string {
  let wall = (Math.floor(wallClockNow(now, timeZone) / HOUR_MS) + 1) * HOUR_MS;
  while (skippedTimeProblem(wallClockText(wall), timeZone) !== null) wall += HOUR_MS;
  return clockOf(wall);
}

/**
 * The entry as the rules read it: a single day's start not set by the rider is the next whole
 * hour, read at each drawing, so the zone the api names later and the passing hours move it
 * while the rider has not chosen one.
 */
export function withDayStart(entered: EnteredTime, clock: ShopClock): BookingTime {
  return { ...entered, dayStart: entered.dayStart ?? nextWholeHour(clock) };
}
