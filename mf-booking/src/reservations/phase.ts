import { bookingInterval, startedEverywhereBefore } from 'shared-domain';

const MINUTE_MS = 60_000;

/** Where a reservation stands for its rider now: only an upcoming one can be cancelled. */
export type ReservationPhase = 'upcoming' | 'started' | 'ended';

/**
 * A reservation is upcoming until its start has passed everywhere on earth, the same generous
 * clock the api uses to allow a cancellation (docs/PRODUCT.md, "Bookings": cancelling), so a ride
 * booked for today can still be cancelled today. Once started, it has ended when its end has
 * passed on this browser's own clock. Booking times are wall-clock times read as UTC, like
 * shared-domain's. The server has the final word: a Cancel it refuses shows its answer.
 */
export function reservationPhase(date: string, duration: number, now: Date): ReservationPhase {
  const interval = bookingInterval(date, duration);
  if (!interval) return 'ended';
  if (interval.start > startedEverywhereBefore(now)) return 'upcoming';
  const localWallClock = now.getTime() - now.getTimezoneOffset() * MINUTE_MS;
  return interval.end <= localWallClock ? 'ended' : 'started';
}
