import { formatMoney, type ShopProfile, wallClockText } from 'shared-domain';
import { type CalendarEvent, calendarFile } from '../../lib/icalendar';
import { type Locale, translator } from '../../lib/i18n';
import type { CalendarRide } from '../../repositories/calendar';

/**
 * The right-hand side of every ride's UID: the same whatever address the api answers at (one
 * instance or another, a new domain), so a calendar app recognises a ride it already has.
 */
const UID_DOMAIN = 'rides.vespa-rentals';

/** Epoch ms of a wall-clock time read as UTC → `YYYY-MM-DDTHH:mm`. */

/**
 * A reservation as a calendar event at the times it was booked, on the shop's clock in its zone:
 * from its start for its hours, or a date-only booking as the whole days it holds. It happens at
 * the shop (its name and address); its description is in the rider's language, its total in the
 * shop's currency, and it ends with the reference the desk asks for.
 */
export function rideEvent(
  ride: CalendarRide,
  stamp: Date,
  { locale, shop }: { locale: Locale; shop: ShopProfile },
): CalendarEvent {
  const t = translator(locale);
  const wholeDays = !ride.date.includes('T');
  const end = wallClockText(Number(ride.end_at));
  const duration = ride.duration_tenths / 10;
  const cancelled = ride.cancelled_at !== null;
  return {
    uid: `reservation-${ride.id}@${UID_DOMAIN}`,
    stamp,
    start: wholeDays ? { date: ride.date } : { dateTime: ride.date, timeZone: shop.time_zone },
    end: wholeDays ? { date: end.slice(0, 10) } : { dateTime: end, timeZone: shop.time_zone },
    summary: ride.motorcycle_name,
    location: [shop.name, shop.address].filter(Boolean).join(', '),
    description: t('calendar.description', {
      name: ride.motorcycle_name,
      hours: t('calendar.hours', { count: duration }),
      total: formatMoney(ride.total_cents / 100, locale, shop.currency),
      id: ride.id,
    }),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: cancelled ? 1 : 0,
  };
}

/**
 * One ride as an iCalendar file: what GET /reservations/:id/calendar.ics answers and what the
 * booking-confirmed mail attaches (mail/render.ts), so the two are the same file.
 */
export function rideFile(
  ride: CalendarRide,
  stamp: Date,
  text: { locale: Locale; shop: ShopProfile },
): string {
  return calendarFile([rideEvent(ride, stamp, text)], 'Vespa Rentals');
}

/** The name the file is saved under. */
export const rideFileName = (id: number) => `vespa-ride-${id}.ics`;
