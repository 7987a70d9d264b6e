import { useCallback, useMemo } from 'react';
import { canonicalCurrency, DEFAULT_SHOP_CURRENCY, formatMoney } from 'shared-domain';
import { useLanguage } from 'shared-ui';
import { useGetPublicConfigQuery } from './baseApi';

/**
 * The shop's currency (ISO 4217), in which every price and total is written: as the api tells it
 * in GET /api/v1/config, asked once a page load (the same answer as useShopTimeZone's). Until it
 * has answered, or if it cannot, the api's own default.
 */
export function useShopCurrency(): string {
  const { data } = useGetPublicConfigQuery();
  const told = data?.shopCurrency;
  return useMemo(
    () => (told === undefined ? null : canonicalCurrency(told)) ?? DEFAULT_SHOP_CURRENCY,
    [told],
  );
}

/** Writes an amount in the shop's currency and the language shown: "$20.00", "20,00 USD". */
export function useMoney(): (amount: number) => string {
  const currency = useShopCurrency();
  const language = useLanguage();
  return useCallback((amount) => formatMoney(amount, language, currency), [language, currency]);
}
