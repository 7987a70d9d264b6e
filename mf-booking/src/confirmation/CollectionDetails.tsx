import { useTranslation } from 'react-i18next';
import { useGetShopQuery } from 'shared-auth/api';
import { openingHoursOn } from 'shared-domain';
import { QueryState } from 'shared-ui';

/**
 * Where to collect the Vespa: the shop's name, address and phone, and its hours on the ride's
 * day (`date`, on the shop's calendar), from GET /api/v1/shop.
 */
export function CollectionDetails({ date }: { date: string }) {
  const { t } = useTranslation('booking');
  const shop = useGetShopQuery();
  if (!shop.data) {
    return <QueryState query={shop} loadingText={t('confirmation.shopLoading')} compact />;
  }
  const { name, address, phone } = shop.data;
  const hours = openingHoursOn(shop.data.opening_hours, date);
  return (
    <>
      <address className="booking-confirmation__address">
        <strong>{name}</strong>
        {address && <span>{address}</span>}
        {phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>}
      </address>
      <p className="booking-confirmation__hours">
        {hours
          ? t('confirmation.hours', { opens: hours.opens, closes: hours.closes })
          : t('confirmation.closed')}
      </p>
    </>
  );
}
