import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bookingInterval } from 'shared-domain';
import { EMPTY_ENTERED_TIME, withDayStart, type EnteredTime } from './dayStart';
import { quoteBooking, type ShopClock } from './quote';

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const MINUTE_MS = 60_000;

/** Any price: a quote at it is bookable exactly when the time alone is. */
const ANY_PRICE = { bookingPricePerHour: 1, dayPrice: null };

/**
 * The time the catalogue's Book now passed with the motorcycle, in router state
 * `{ motorcycleId, from, to }` (both `YYYY-MM-DDTHH:mm`, the shop's wall clock), as the form's
 * entry: one day when both are on the same day (its date, start and length), else the several
 * days' from and to. Null when they are absent, unreadable or a time the form would refuse
 * whatever the motorcycle (passed, skipped by the clocks, too far, too long, the end not after
 * the start): the form then opens empty, as on a direct visit.
 */
export function requestedTime(state: unknown, clock: ShopClock): EnteredTime | null {
  if (typeof state !== 'object' || state === null) return null;
  const { from, to } = state as { from?: unknown; to?: unknown };
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  const start = WALL_CLOCK.exec(from);
  const end = WALL_CLOCK.exec(to);
  const startMs = bookingInterval(from, 1)?.start;
  const endMs = bookingInterval(to, 1)?.start;
  if (!start || !end || startMs === undefined || endMs === undefined) return null;
  const [, startDate = '', startTime = ''] = start;
  const [, endDate = '', endTime = ''] = end;
  const minutes = Math.round((endMs - startMs) / MINUTE_MS);
  const entry: EnteredTime =
    startDate === endDate && minutes > 0
      ? {
          ...EMPTY_ENTERED_TIME,
          date: startDate,
          dayStart: startTime,
          rideHours: String(Math.floor(minutes / 60)),
          rideMinutes: String(minutes % 60),
        }
      : { ...EMPTY_ENTERED_TIME, multiDay: true, startDate, startTime, endDate, endTime };
  return quoteBooking(withDayStart(entry, clock), ANY_PRICE, clock).ok ? entry : null;
}

/**
 * When the rider books: what was entered (or passed by the catalogue, read once as the form
 * opens), and the same as the rules read it, with the single day's default start.
 */
export function useBookingTime(clock: ShopClock) {
  const location = useLocation();
  const [entered, setEntered] = useState<EnteredTime>(
    () => requestedTime(location.state, clock) ?? EMPTY_ENTERED_TIME,
  );
  return { time: withDayStart(entered, clock), setTime: setEntered };
}
