import { PHONE_MAX_LENGTH, TEXT_MAX_LENGTH } from '../limits';
import type { OpeningHours } from '../shop';
import type { DayHours, ShopProfile } from '../wire';
import { emailProblem } from './email';
import { ruleProblem, type RuleProblem } from './problem';
import { shownTextProblem, singleLineProblem, tooLongProblem } from './text';

/** The shop's profile form's fields, in its order (docs/PRODUCT.md, "The shop's profile"). */
export const SHOP_FIELDS = ['name', 'address', 'phone', 'email', 'opening_hours'] as const;
export type ShopField = (typeof SHOP_FIELDS)[number];

/** What the owner may change: the zone and the currency are configuration. */
export type ShopProfileChanges = Omit<ShopProfile, 'time_zone' | 'currency'>;

export const ADDRESS_MAX_LENGTH = 200;

/** Digits with the usual separators; at least six digits make a number someone can call. */
const PHONE = /^\+?[0-9 ().\-/]+$/;
const PHONE_MIN_DIGITS = 6;
/** `HH:mm` on a 24-hour clock. */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** Monday 1 January 2024 at midnight UTC: day `index` of the week is this plus `index` days. */
const A_MONDAY_MS = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** What is wrong with a text field of the shop's profile, or null (phone and email may be empty). */
export function shopTextProblem(
  field: Exclude<ShopField, 'opening_hours'>,
  value: string,
): RuleProblem | null {
  switch (field) {
    case 'name':
      return shownTextProblem(field, value) ?? tooLongProblem(field, value, TEXT_MAX_LENGTH);
    case 'address':
      return shownTextProblem(field, value) ?? tooLongProblem(field, value, ADDRESS_MAX_LENGTH);
    case 'phone': {
      const phone = value.trim();
      if (phone === '') return null;
      const control = singleLineProblem(field, phone);
      if (control) return control;
      const digits = phone.replace(/\D/g, '').length;
      return phone.length > PHONE_MAX_LENGTH || !PHONE.test(phone) || digits < PHONE_MIN_DIGITS
        ? ruleProblem('phone.invalid')
        : null;
    }
    case 'email':
      return value.trim() === '' ? null : emailProblem(value);
  }
}

const isDayHours = (day: unknown): day is DayHours =>
  typeof day === 'object' &&
  day !== null &&
  typeof (day as DayHours).opens === 'string' &&
  typeof (day as DayHours).closes === 'string';

/**
 * What is wrong with the week's opening hours, or null: seven days, Monday first, each closed
 * (null) or `{opens, closes}` written `HH:mm` with opens before closes. The first wrong day is
 * named, in the reader's language.
 */
export function openingHoursProblem(hours: readonly unknown[]): RuleProblem | null {
  if (hours.length !== 7) return ruleProblem('hours.week');
  for (const [index, day] of hours.entries()) {
    if (day === null) continue;
    const values = { on: A_MONDAY_MS + index * DAY_MS };
    if (!isDayHours(day) || !TIME.test(day.opens) || !TIME.test(day.closes)) {
      return ruleProblem('hours.time', values);
    }
    if (day.opens >= day.closes) return ruleProblem('hours.order', values);
  }
  return null;
}

/** The hours as checked: null unless openingHoursProblem found nothing. */
export function readOpeningHours(hours: readonly unknown[]): OpeningHours | null {
  return openingHoursProblem(hours) === null ? (hours as OpeningHours) : null;
}
