import { cached } from './cache';

const formatters = new Map<string, Intl.NumberFormat>();

export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  return cached(formatters, key, () => new Intl.NumberFormat(language, options));
}

/** A count or a measure in the reader's language: 12345 → "12,345" (en), "12.345" (it). */
export function formatNumber(value: number, language: string, maximumFractionDigits = 0): string {
  return numberFormat(language, { maximumFractionDigits }).format(value);
}

/** A length of time: 2.5 → "2.5 hours" (en), "2,5 ore" (it); 1 → "1 hour", "1 ora". */
export function formatHours(hours: number, language: string, maximumFractionDigits = 1): string {
  const options: Intl.NumberFormatOptions = {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits,
  };
  return numberFormat(language, options).format(hours);
}

/** A share: 0.256 → "26%" (en), "26%" (it). */
export function formatPercent(share: number, language: string, maximumFractionDigits = 0): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits }).format(share);
}
