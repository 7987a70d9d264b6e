import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { useAppStore } from 'shared-auth';
import { useGetShopQuery } from 'shared-auth/api';
import { openingHoursOn } from 'shared-domain';

/**
 * The shop at the foot of every signed-in page: its name, address, phone and today's hours, from
 * GET /api/v1/shop, whose `today` is the shop's date (reading the shop's zone here would cost a
 * slow phone's first paint tens of milliseconds: docs/PERFORMANCE.md); the owner's settings page
 * refreshes it on save. Its words
 * are the kit's (`ui`), which the signed-in chunk carries, so the login page's script does not.
 */
export function ShopFooter() {
  // RTK Query's hooks read the store through react-redux, whose Provider the shell's tree does
  // not have (only the remotes' pages do: ../remotes/RemoteRoute.tsx).
  return (
    <Provider store={useAppStore()}>
      <ShopAddress />
    </Provider>
  );
}

function ShopAddress() {
  const { t } = useTranslation('ui');
  const { data: shop } = useGetShopQuery();
  if (!shop) return null;
  const hours = openingHoursOn(shop.opening_hours, shop.today);
  return (
    <address className="shell-shop">
      <strong>{shop.name}</strong>
      {shop.address && <span>{shop.address}</span>}
      {shop.phone && <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>}
      <span>
        {hours
          ? t('shop.openToday', { opens: hours.opens, closes: hours.closes })
          : t('shop.closedToday')}
      </span>
    </address>
  );
}
