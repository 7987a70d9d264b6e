import { bookingInterval, hasStarted, wallClockNow } from 'shared-domain';

/** Where a reservation stands for its rider now: only an upcoming one can be cancelled. */
export type ReservationPhase = 'upcoming' | 'started' | 'ended';

/**
 * A reservation is upcoming until its start has come on the shop's clock in `timeZone`, as the
 * api reads it to allow a cancellation (docs/PRODUCT.md, "Bookings": cancelling), and has ended
 * once its end has come there, whatever this browser's zone. The server has the final word: a
 * Cancel it refuses shows its answer.
 */
export function reservationPhase(
  date: string,
  duration: number,
  now: Date,
  timeZone: string,
): ReservationPhase {
  const interval = bookingInterval(date, duration);
  if (!interval) return 'ended';
  if (!hasStarted(date, now, timeZone)) return 'upcoming';
  return interval.end <= wallClockNow(now, timeZone) ? 'ended' : 'started';
}
