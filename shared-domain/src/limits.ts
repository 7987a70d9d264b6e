/** Limits shared by the forms and the api, so both refuse the same input (docs/PRODUCT.md). */

export const NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 6;
export const PRICE_MIN = 0;
export const PRICE_STEP = 0.1;
/** 30 days: longer bookings are refused as absurd. */
export const MAX_BOOKING_HOURS = 720;
export const CAROUSEL_DESKTOP = 3;
export const CAROUSEL_MOBILE = 1;

/** Upper bounds keep stored values inside 32-bit integer cents on every database. */
export const PRICE_MAX = 1_000_000;
export const BOOKING_PRICE_MAX = 10_000;
export const DAY_PRICE_MAX = 100_000;
export const DEPOSIT_MAX = 100_000;

export const TEXT_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** A rider's phone, free text as typed (the column is varchar(40)). */
export const PHONE_MAX_LENGTH = 40;
export const PASSWORD_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const IMAGE_LINK_MAX_LENGTH = 2048;
/** A note at the desk: a hand-over's, a take-back's, a ledger line's. */
export const DESK_NOTE_MAX_LENGTH = 500;

/** A rider may hold at most this many reservations that have not ended yet. */
export const MAX_UPCOMING_RESERVATIONS = 20;
/**
 * A rider may hold at most this many reservations at any one instant (docs/PRODUCT.md, "Fair
 * use"): a fourth that overlaps three that overlap one another is refused.
 */
export const MAX_OVERLAPPING_RESERVATIONS = 3;
/** A rider's reservations may hold at most this many hours from now on, in all (30 days). */
export const MAX_UPCOMING_HOURS = 720;
/** A booking may start at most this many days after the shop's today. */
export const MAX_DAYS_AHEAD = 365;
