import type { InferResult } from 'kysely';
import { type Locale, recipientLocale } from '../lib/i18n';
import type { ridesWithRiders } from '../repositories/reservations/rows';
import type { OutgoingMail } from './outbox';

/** A ride and its rider, as the booking and reservations/rows.ts's ridesWithRiders read them. */
export type RideForMail = Omit<InferResult<ReturnType<typeof ridesWithRiders>>[number], 'start_at'>;

/**
 * A ride's mail to its rider (booking-confirmed, ride-reminder), in the account's language, else
 * `fallback` (the booking request's language; English for the sender's own reminders).
 */
export function rideMail<K extends 'booking-confirmed' | 'ride-reminder'>(
  kind: K,
  ride: RideForMail,
  { publicUrl, fallback }: { publicUrl: string; fallback: Locale },
): OutgoingMail<K> {
  return {
    kind,
    to: ride.rider_email,
    locale: recipientLocale(ride.rider_locale, fallback),
    values: {
      name: ride.rider_name,
      reservationId: ride.id,
      motorcycle: ride.motorcycle_name,
      date: ride.date,
      duration: ride.duration_tenths / 10,
      totalCents: ride.total_cents,
      link: `${publicUrl}/reservations/${ride.id}`,
    },
  };
}
