import { formatMoney } from './format';

/**
 * Multiplies by 10^digits through the decimal exponent instead of floating point, so that
 * 1.005 → 100.5 exactly (1.005 * 100 is 100.49999999999999).
 */
function shift(value: number, digits: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + digits}`);
}

/** Rounds half away from zero to `digits` decimals, as a person would on paper. */
function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Math.round(shift(Math.abs(value), digits));
  const result = shift(rounded, -digits);
  // `|| 0` turns -0 into 0.
  return (value < 0 ? -result : result) || 0;
}

/** One decimal: durations in hours. */
export function round1(value: number): number {
  return roundTo(value, 1);
}

/** Two decimals: amounts in dollars. */
export function round2(value: number): number {
  return roundTo(value, 2);
}

/**
 * US dollars, e.g. 6999.9 → "$6,999.90". Kept for the callers not moved yet to the shop's
 * currency in the reader's language (format/money.ts: formatMoney).
 */
export function formatUSD(amount: number): string {
  return formatMoney(amount, 'en', 'USD');
}
