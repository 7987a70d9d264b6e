/** One day's hours on the shop's clock, `HH:mm`; a closed day is null. */
export interface DayHours {
  opens: string;
  closes: string;
}

/** The week's opening hours, Monday first (seven entries). */
export type OpeningHours = (DayHours | null)[];

/** The shop's profile as GET /api/v1/shop answers it (docs/ARCHITECTURE.md, "The shop"). */
export interface ShopProfile {
  name: string;
  address: string;
  phone: string;
  email: string;
  opening_hours: OpeningHours;
  /** Configuration, not data: SHOP_TIME_ZONE and SHOP_CURRENCY. */
  time_zone: string;
  currency: string;
}
