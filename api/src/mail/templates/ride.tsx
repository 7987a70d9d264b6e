import { Text } from '@react-email/text';
import { bookingTimeText, formatMoney, openingHoursOn } from 'shared-domain';
import type { RideMailValues } from '../outbox';
import { MailAction, type TemplateProps } from './layout';

const heading = { fontWeight: 'bold', margin: '16px 0 0' };

/**
 * What a ride's mails (booking-confirmed, ride-reminder) tell, as the confirmation page after
 * Book Now does: what, when (on the shop's clock, in the reader's language), the total, the
 * reference, where to collect it and that day's hours, what to bring, and the link to the page.
 */
export function RideDetails({
  t,
  locale,
  shop,
  values,
}: Omit<TemplateProps<never>, 'values'> & { values: RideMailValues }) {
  const { start, end, withinDay } = bookingTimeText(values.date, values.duration, locale);
  const hours = openingHoursOn(shop.opening_hours, values.date);
  return (
    <>
      <Text>{t('ride.reference', { id: values.reservationId })}</Text>
      <Text>{t('ride.what', { motorcycle: values.motorcycle })}</Text>
      <Text>
        {end
          ? t('ride.whenTimes', { start, end })
          : withinDay
            ? t('ride.whenWithin', { start })
            : t('ride.whenDay', { start, count: values.duration })}
      </Text>
      <Text>
        {t('ride.total', { total: formatMoney(values.totalCents / 100, locale, shop.currency) })}
      </Text>
      <Text style={heading}>{t('ride.where')}</Text>
      <Text>{shop.name}</Text>
      {shop.address ? <Text>{shop.address}</Text> : null}
      <Text>
        {hours ? t('ride.hours', { opens: hours.opens, closes: hours.closes }) : t('ride.closed')}
      </Text>
      <Text style={heading}>{t('ride.bring')}</Text>
      <ul>
        <li>{t('ride.licence')}</li>
        <li>{t('ride.identity')}</li>
        <li>{t('ride.card')}</li>
      </ul>
      <MailAction href={values.link}>{t('ride.action')}</MailAction>
    </>
  );
}
