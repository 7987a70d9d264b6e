import { Text } from '@react-email/text';
import { bookingTimeText } from 'shared-domain';
import type { CancelCause } from '../outbox';
import { Layout, type TemplateProps } from './layout';

/** Who cancelled, in the rider's words: one sentence per cause (api/README.md, "Mail"). */
const WHO = {
  rider: 'bookingCancelled.byRider',
  shop: 'bookingCancelled.byShop',
  'account-deleted': 'bookingCancelled.byAccountDeletion',
  'scooter-removed': 'bookingCancelled.byShop',
} as const satisfies Record<CancelCause, string>;

/** A ride that will not happen: which one, who cancelled it and, when the shop did, why. */
export default function BookingCancelled(props: TemplateProps<'booking-cancelled'>) {
  const { t, locale, shop, values } = props;
  const when = bookingTimeText(values.date, values.duration, locale);
  const reason =
    values.cause === 'scooter-removed' ? t('bookingCancelled.scooterRemoved') : values.reason;
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('bookingCancelled.intro', { motorcycle: values.motorcycle })}</Text>
      {when.end ? (
        <Text>
          {t('bookingCancelled.from', { time: when.start })}
          <br />
          {t('bookingCancelled.to', { time: when.end })}
        </Text>
      ) : (
        <Text>{t('bookingCancelled.day', { day: when.start })}</Text>
      )}
      <Text>{t(WHO[values.cause], { shop: shop.name })}</Text>
      {reason ? <Text>{t('bookingCancelled.reason', { reason })}</Text> : null}
      {values.cause === 'rider' || values.cause === 'account-deleted' ? null : (
        <Text>{t('bookingCancelled.sorry')}</Text>
      )}
    </Layout>
  );
}
