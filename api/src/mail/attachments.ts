import type { Kysely } from 'kysely';
import type { ShopProfile } from 'shared-domain';
import type { Attachment } from 'nodemailer/lib/mailer';
import type { Tables } from '../db/types';
import type { Locale } from '../lib/i18n';
import { findCalendarRide } from '../repositories/calendar';
import { rideFile, rideFileName } from '../routes/calendar/rideEvent';
import type { MailKind, RideMailValues } from './outbox';

/**
 * What a mail carries beside its text, built when it is sent, since the outbox stores only
 * values: the booking-confirmed mail attaches its ride's calendar file, the very file
 * GET /reservations/:id/calendar.ics gives (routes/calendar/rideEvent.ts).
 */
export async function attachmentsFor(
  kind: MailKind,
  values: unknown,
  { db, locale, shop, now }: { db: Kysely<Tables>; locale: Locale; shop: ShopProfile; now: Date },
): Promise<Attachment[]> {
  if (kind !== 'booking-confirmed') return [];
  // What enqueueMail stored for this kind, its types checked then.
  const { reservationId } = values as RideMailValues;
  const ride = await findCalendarRide(db, reservationId, null);
  if (!ride) return [];
  return [
    {
      filename: rideFileName(ride.id),
      content: rideFile(ride, now, { locale, shop }),
      contentType: 'text/calendar; charset=utf-8',
    },
  ];
}
