import { useMemo } from 'react';
import { canonicalTimeZone, DEFAULT_SHOP_TIME_ZONE } from 'shared-domain';
import { useGetPublicConfigQuery } from './baseApi';

/**
 * The shop's IANA time zone, on whose clock "now", "today" and "started" are read
 * (docs/PRODUCT.md, "Bookings"): as the api tells it in GET /api/v1/config, asked once a page
 * load. Until it has answered, or if it cannot, the api's own default: the server decides in the
 * end, the pages only avoid offering what it would refuse.
 */
export function useShopTimeZone(): string {
  const { data } = useGetPublicConfigQuery();
  const told = data?.shopTimeZone;
  return useMemo(
    () => (told === undefined ? null : canonicalTimeZone(told)) ?? DEFAULT_SHOP_TIME_ZONE,
    [told],
  );
}
