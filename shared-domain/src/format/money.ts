import { numberFormat } from './numbers';

/** The api's default SHOP_CURRENCY (api/README.md), and what a client assumes until the api has told it. */
export const DEFAULT_SHOP_CURRENCY = 'USD';

/**
 * The ISO 4217 code of a currency this runtime can write (`eur` → `EUR`), or null: the api
 * refuses to start with any other SHOP_CURRENCY.
 */
export function canonicalCurrency(code: string): string | null {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(upper)) return null;
  return Intl.supportedValuesOf('currency').includes(upper) ? upper : null;
}

/** An amount in the shop's currency (ISO 4217): 20 → "$20.00" (en, USD), "20,00 USD" (it, USD). */
export function formatMoney(amount: number, language: string, currency: string): string {
  return numberFormat(language, { style: 'currency', currency }).format(amount);
}
