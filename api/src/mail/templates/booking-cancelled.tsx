import { Text } from '@react-email/text';
import { formatWallClock } from 'shared-domain';
import type { CancelCause } from '../outbox';
import { Layout } from './layout';
import type { TemplateProps } from './props';

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
  const reason =
    values.cause === 'scooter-removed' ? t('bookingCancelled.scooterRemoved') : values.reason;
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('bookingCancelled.intro', { motorcycle: values.motorcycle })}</Text>
      <Text>
        {t('bookingCancelled.from', { time: formatWallClock(values.start, 'dayTime', locale) })}
        <br />
        {t('bookingCancelled.to', { time: formatWallClock(values.end, 'dayTime', locale) })}
      </Text>
      <Text>{t(WHO[values.cause], { shop: shop.name })}</Text>
      {reason ? <Text>{t('bookingCancelled.reason', { reason })}</Text> : null}
      {values.cause === 'rider' || values.cause === 'account-deleted' ? null : (
        <Text>{t('bookingCancelled.sorry')}</Text>
      )}
    </Layout>
  );
}
