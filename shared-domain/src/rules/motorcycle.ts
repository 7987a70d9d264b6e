import {
  BOOKING_PRICE_MAX,
  DAY_PRICE_MAX,
  DEPOSIT_MAX,
  DESCRIPTION_MAX_LENGTH,
  IMAGE_LINK_MAX_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  TEXT_MAX_LENGTH,
} from '../limits';
import { round2 } from '../numbers';
import { ruleProblem, type RuleProblem } from './problem';
import {
  blankProblem,
  multiLineProblem,
  nameProblem,
  shownTextProblem,
  tooLongProblem,
} from './text';

/** The add form's fields, in its order; the api reports problems in this order too. */
export const MOTORCYCLE_FIELDS = [
  'name',
  'model',
  'brand',
  'color',
  'chassisNumber',
  'bookingPricePerHour',
  'dayPrice',
  'deposit',
  'price',
  'imageLink',
  'description',
] as const;
export type MotorcycleField = (typeof MOTORCYCLE_FIELDS)[number];

// The WHATWG URL parser is global in browsers and in node alike; this package is built without
// either environment's type definitions, so it names only what it uses.
const WebURL = (
  globalThis as unknown as { URL: new (input: string) => { protocol: string; hostname: string } }
).URL;

/** An http(s) URL, or the path of an image the api serves (`/images/gts.svg`). */
export function isImageLink(value: string): boolean {
  if (/^\/images\/[A-Za-z0-9._-]+$/.test(value) && !value.includes('..')) return true;
  try {
    const url = new WebURL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whole cents of an amount, as stored: 12.345 is refused before, 0.004 is 0 cents. */
export function toCents(amount: number): number {
  return Math.round(round2(amount) * 100);
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(round2(value) - value) < 1e-9;
}

/**
 * What is wrong with an amount of money (a number, or the text of one) in a field: blank, not a
 * number, 0 or less (`positive`) or below PRICE_MIN, over `max`, or more than two decimals.
 */
export function amountProblem(
  field: string,
  value: number | string,
  range: { positive: boolean; max: number },
): RuleProblem | null {
  if (typeof value === 'string' && value.trim() === '') return blankProblem(field);
  const amount = Number(value);
  if (!Number.isFinite(amount)) return ruleProblem('field.number', { field });
  const cents = toCents(amount);
  if (range.positive && cents <= 0) return ruleProblem('field.positive', { field });
  if (!range.positive && cents < PRICE_MIN * 100) {
    return ruleProblem('field.atLeast', { field, min: PRICE_MIN });
  }
  if (amount > range.max) return ruleProblem('field.atMost', { field, max: range.max });
  if (!hasAtMostTwoDecimals(amount)) return ruleProblem('field.cents', { field });
  return null;
}

/** The amounts among a motorcycle's fields: whether each must be above 0, and its most. */
const AMOUNTS: Partial<Record<MotorcycleField, { positive: boolean; max: number }>> = {
  bookingPricePerHour: { positive: true, max: BOOKING_PRICE_MAX },
  dayPrice: { positive: true, max: DAY_PRICE_MAX },
  deposit: { positive: false, max: DEPOSIT_MAX },
  price: { positive: false, max: PRICE_MAX },
};

/**
 * What is wrong with one field of a motorcycle, or null. Text fields take the text as typed; the
 * amounts a number or the text of one. The add form and the api both ask this, so the form never
 * accepts what the server refuses, in other words or at all. (That a chassis number is already
 * taken only the api can tell.)
 *
 * The day price is optional: null or blank is none. It may be below the hourly price (each started
 * day then costs it); it need only be a positive amount.
 */
export function motorcycleFieldProblem(
  field: MotorcycleField,
  value: string | number | null,
): RuleProblem | null {
  if (field === 'dayPrice' && (value === null || String(value).trim() === '')) return null;
  if (value === null) return blankProblem(field);
  const amount = AMOUNTS[field];
  if (amount) return amountProblem(field, value, amount);
  const text = String(value);
  if (field === 'description') {
    return tooLongProblem(field, text, DESCRIPTION_MAX_LENGTH) ?? multiLineProblem(field, text);
  }
  if (field === 'name') return nameProblem(field, text);
  const shown = shownTextProblem(field, text);
  if (shown) return shown;
  if (field !== 'imageLink') return tooLongProblem(field, text, TEXT_MAX_LENGTH);
  return isImageLink(text.trim())
    ? tooLongProblem(field, text, IMAGE_LINK_MAX_LENGTH)
    : ruleProblem('imageLink.invalid');
}
