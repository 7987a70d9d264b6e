/** A whole number from 1 without leading zeros: an id (a reference, a motorcycle), a count. */
export const WHOLE_NUMBER = /^[1-9]\d*$/;

/**
 * The largest reservation id the api takes (api/src/lib/validation.ts, PostgreSQL's integer): a
 * longer number typed at the desk is a phone's.
 */
export const LARGEST_REFERENCE = 2_147_483_647;

/**
 * The reference in what the desk typed as the rider said it ("12", "#12", "Reference 12",
 * "Riferimento 12", "Your reference: 12"): its one number, without leading zeros; '' for an empty
 * field; null when the field holds no number from 1 (or several).
 */
export function referenceIn(text: string): string | null {
  if (text.trim() === '') return '';
  const numbers = text.match(/\d+/g) ?? [];
  const number = numbers.length === 1 ? String(Number(numbers[0])) : '';
  return WHOLE_NUMBER.test(number) ? number : null;
}
