import type { ShopProfile } from 'shared-domain';
import { calendarFile } from '../../lib/icalendar';
import type { Locale } from '../../lib/i18n';
import type { CalendarRide } from '../../repositories/calendar';
import { rideEvent } from './rideEvent';

/**
 * One ride as an iCalendar file: what GET /reservations/:id/calendar.ics answers and what the
 * booking-confirmed mail attaches (mail/attachments.ts), so the two are the same file.
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
