import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from 'shared-domain';
import { ShopProfile, SingleLine } from 'shared-domain/wire';
import Type from 'typebox';
import { DataResponse, DoneResponse } from '../schemas';

/** The profile as the apps read it: with the shop's date, so a page need not work it out. */
const ShopTodayData = Type.Intersect([
  ShopProfile,
  Type.Object({
    today: Type.String({
      description:
        "The shop's date (`YYYY-MM-DD`) on its clock when it answered, for today's hours: a slow phone spends tens of milliseconds reading a time zone",
      examples: ['2026-11-29'],
    }),
  }),
]);

export const ShopProfileResponse = DataResponse(ShopTodayData);

export const ShopSavedResponse = DoneResponse(ShopTodayData);

/**
 * Types and lengths only: the shared rules (shared-domain's rules/shop.ts) run in the handler.
 * The days' shape is theirs too, so a wrong day is named in the reader's language.
 */
export const ShopProfileBody = Type.Object({
  name: SingleLine(TEXT_MAX_LENGTH),
  address: SingleLine(ADDRESS_MAX_LENGTH),
  phone: SingleLine(PHONE_MAX_LENGTH),
  email: SingleLine(EMAIL_MAX_LENGTH),
  opening_hours: Type.Array(Type.Unknown(), {
    description:
      'Seven days, Monday first: each `{opens, closes}` written `HH:mm` with opens before closes, or null for a closed day',
  }),
});
