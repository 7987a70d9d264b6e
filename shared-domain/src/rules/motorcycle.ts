import {
  BOOKING_PRICE_MAX,
  DESCRIPTION_MAX_LENGTH,
  IMAGE_LINK_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  TEXT_MAX_LENGTH,
} from '../limits';
import { round2 } from '../numbers';
import { multiLineProblem, shownTextProblem, visibleLength } from './text';

/** The add form's fields, in its order; the api reports problems in this order too. */
export const MOTORCYCLE_FIELDS = [
  'name',
  'model',
  'brand',
  'color',
  'chassisNumber',
  'bookingPricePerHour',
  'price',
  'imageLink',
  'description',
] as const;
export type MotorcycleField = (typeof MOTORCYCLE_FIELDS)[number];

export const MOTORCYCLE_LABELS: Record<MotorcycleField, string> = {
  name: 'Name',
  model: 'Model',
  brand: 'Brand',
  color: 'Color',
  chassisNumber: 'Chassis number',
  bookingPricePerHour: 'Booking price per hour',
  price: 'Price',
  imageLink: 'Image link',
  description: 'Description',
};

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

function moneyProblem(
  label: string,
  value: number | string,
  range: { positive: boolean; max: number },
): string | null {
  if (typeof value === 'string' && value.trim() === '') return `${label} can't be blank`;
  const amount = Number(value);
  if (!Number.isFinite(amount)) return `${label} must be a number`;
  const cents = toCents(amount);
  if (range.positive && cents <= 0) return `${label} must be greater than 0`;
  if (!range.positive && cents < PRICE_MIN * 100) {
    return `${label} must be greater than or equal to ${PRICE_MIN}`;
  }
  if (amount > range.max) return `${label} must be less than or equal to ${range.max}`;
  if (!hasAtMostTwoDecimals(amount)) return `${label} must have at most 2 decimal places`;
  return null;
}

/**
 * The sentence that says what is wrong with one field of a motorcycle, or null. Text fields take
 * the text as typed; the prices a number or the text of one. The add form and the api both ask
 * this, so the form never accepts what the server refuses, in other words or at all. (That a
 * chassis number is already taken only the api can tell.)
 */
export function motorcycleFieldProblem(
  field: MotorcycleField,
  value: string | number,
): string | null {
  const label = MOTORCYCLE_LABELS[field];
  if (field === 'bookingPricePerHour') {
    return moneyProblem(label, value, { positive: true, max: BOOKING_PRICE_MAX });
  }
  if (field === 'price') return moneyProblem(label, value, { positive: false, max: PRICE_MAX });

  const text = String(value);
  const tooLong = (max: number) =>
    text.length > max ? `${label} is too long (maximum is ${max} characters)` : null;
  if (field === 'description') {
    return tooLong(DESCRIPTION_MAX_LENGTH) ?? multiLineProblem(label, text);
  }
  const shown = shownTextProblem(label, text);
  if (shown) return shown;
  switch (field) {
    case 'name':
      return visibleLength(text) < NAME_MIN_LENGTH
        ? `Name is too short (minimum is ${NAME_MIN_LENGTH} characters)`
        : tooLong(TEXT_MAX_LENGTH);
    case 'imageLink':
      return isImageLink(text.trim())
        ? tooLong(IMAGE_LINK_MAX_LENGTH)
        : 'Image link must be an http(s) URL or a path beginning with /images/';
    default:
      return tooLong(TEXT_MAX_LENGTH);
  }
}
