import {
  canonicalCurrency,
  canonicalTimeZone,
  DEFAULT_SHOP_CURRENCY,
  DEFAULT_SHOP_TIME_ZONE,
} from 'shared-domain';

// The shop's settings that are configuration, not data (api/README.md, "Environment"): each is
// checked at start, and a wrong one stops the api in one line.

/** SHOP_TIME_ZONE: an IANA name this runtime knows, as IANA spells it; unset → Europe/Rome. */
export function parseTimeZone(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_SHOP_TIME_ZONE;
  const zone = canonicalTimeZone(value);
  if (zone === null) {
    throw new Error(
      `SHOP_TIME_ZONE must be an IANA time zone name such as Europe/Rome or America/New_York, got "${value}"`,
    );
  }
  return zone;
}

/** SHOP_CURRENCY: an ISO 4217 code this runtime knows, in capitals; unset → USD. */
export function parseCurrency(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_SHOP_CURRENCY;
  const currency = canonicalCurrency(value);
  if (currency === null) {
    throw new Error(
      `SHOP_CURRENCY must be an ISO 4217 currency code such as USD or EUR, got "${value}"`,
    );
  }
  return currency;
}
