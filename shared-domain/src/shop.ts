import type { DayHours, ShopProfile } from './wire';

/** The week's opening hours, Monday first (seven entries). */
export type OpeningHours = (DayHours | null)[];

/** GET /api/v1/shop's answer: the profile and the shop's date when it answered, `YYYY-MM-DD`. */
export type ShopToday = ShopProfile & { today: string };

/** Monday 0 … Sunday 6 of a `YYYY-MM-DD` (or the date part of `YYYY-MM-DDTHH:mm`). */
function mondayFirstDay(date: string): number {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The shop's hours on a day of its calendar (`YYYY-MM-DD…`), or null when it is closed. */
export function openingHoursOn(hours: OpeningHours, date: string): DayHours | null {
  return hours[mondayFirstDay(date)] ?? null;
}
