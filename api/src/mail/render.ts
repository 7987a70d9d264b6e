import { render } from '@react-email/render';
import type { Kysely } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { createElement } from 'react';
import type { Tables } from '../db/types';
import { isLocale, mailTranslator } from '../lib/i18n';
import { findCalendarRide } from '../repositories/calendar';
import type { ClaimedMail } from '../repositories/mail-outbox';
import { readShopProfile, type ShopConfiguration } from '../repositories/shop';
import { rideFile, rideFileName } from '../routes/calendar/rideEvent';
import type { MailKind, MailValues, RideMailValues } from './outbox';
import { type Template, TEMPLATES } from './templates';

/**
 * A mail of the outbox as the recipient reads it, HTML and plain text from the same template, in
 * its language (English if the api no longer has it), with what it carries beside its text, built
 * now since the outbox stores only values: the booking-confirmed mail attaches its ride's
 * calendar file, the very file GET /reservations/:id/calendar.ics gives
 * (routes/calendar/rideEvent.ts).
 */
export async function composeMail(
  mail: ClaimedMail,
  { db, shop: settings, now }: { db: Kysely<Tables>; shop: ShopConfiguration; now: Date },
): Promise<SendMailOptions> {
  if (!Object.hasOwn(TEMPLATES, mail.kind)) {
    throw new Error(`no template for the kind "${mail.kind}"`);
  }
  const kind = mail.kind as MailKind;
  const locale = isLocale(mail.locale) ? mail.locale : 'en';
  const shop = await readShopProfile(db, settings);
  // What enqueueMail stored for this kind, its types checked then.
  const values = JSON.parse(mail.mail_values) as MailValues[MailKind];
  const ride =
    kind === 'booking-confirmed'
      ? await findCalendarRide(db, (values as RideMailValues).reservationId, null)
      : undefined;
  // One kind's template given that kind's values: the union of kinds cannot say so by itself.
  const template = TEMPLATES[kind] as unknown as Template<MailKind>;
  const t = mailTranslator(locale);
  const element = createElement(template.Body, { t, locale, shop, values });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    subject: t(template.subject),
    html,
    text,
    headers: { 'X-Vespa-Mail': kind, 'Content-Language': locale },
    attachments: ride
      ? [
          {
            filename: rideFileName(ride.id),
            content: rideFile(ride, now, { locale, shop }),
            contentType: 'text/calendar; charset=utf-8',
          },
        ]
      : [],
  };
}
