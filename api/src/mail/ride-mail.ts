import { type Locale, recipientLocale } from '../lib/i18n';
import type { OutgoingMail } from './outbox';

/** A ride and its rider, as the booking and reservations/ride-riders.ts read them. */
export interface RideForMail {
  id: number;
  date: string;
  duration_tenths: number;
  total_cents: number;
  motorcycle_name: string;
  rider_name: string;
  rider_email: string;
  /** The rider's chosen language; null: none chosen. */
  rider_locale: string | null;
}

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
