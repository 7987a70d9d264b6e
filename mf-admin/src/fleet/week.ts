import { addDaysISO, bookingInterval, formatWallClock, isValidISODate } from 'shared-domain';
import { currentLanguage } from 'shared-ui';

/** The timeline shows a week, Monday first. */
export const WEEK_DAYS = 7;

/** The Monday of the week that holds `date` (`YYYY-MM-DD`). */
export function mondayOf(date: string): string {
  const start = bookingInterval(date, 1)?.start ?? 0;
  // 1 January 1970 was a Thursday: days since then, shifted so that Monday is 0.
  const weekday = (Math.floor(start / 86_400_000) + 3) % 7;
  return addDaysISO(date, -weekday) ?? date;
}

/**
 * The week a page address asks for (`?week=YYYY-MM-DD`, any day of it, read as its Monday), or
 * the week of `today` when it asks for none or for something that is not a date.
 */
export function weekFromSearch(search: string, today: string): string {
  const asked = new URLSearchParams(search).get('week') ?? '';
  return mondayOf(isValidISODate(asked) ? asked : today);
}

/** The seven days from `monday`, `YYYY-MM-DD`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: WEEK_DAYS }, (_, day) => addDaysISO(monday, day) ?? monday);
}

/**
 * "November 30 – December 6, 2026", "30 novembre – 6 dicembre 2026" (each year named when the
 * week spans two), in the language shown.
 */
export function weekTitle(monday: string): string {
  const first = bookingInterval(monday, 1)?.start ?? 0;
  const last = first + (WEEK_DAYS - 1) * 86_400_000;
  const language = currentLanguage();
  const sameYear = new Date(first).getUTCFullYear() === new Date(last).getUTCFullYear();
  const from = formatWallClock(first, sameYear ? 'dayOfMonth' : 'date', language);
  return `${from} – ${formatWallClock(last, 'date', language)}`;
}
