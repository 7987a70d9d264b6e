import { bookingTimeText, type Reservation } from 'shared-domain';
import type { BookingT } from './i18n';

/**
 * What a reservation is called wherever it must be told apart (a row's Cancel, its Add to
 * calendar): "Vespa GTS on Tue, Nov 24, 2026", "Vespa GTS on Sat, Dec 5, 2026, 10:00–13:00".
 */
export function rideName(reservation: Reservation, t: BookingT, language: string): string {
  return t('reservations.ride', {
    motorcycle: reservation.motorcycle_name,
    start: bookingTimeText(reservation.date, reservation.duration, language).start,
  });
}
