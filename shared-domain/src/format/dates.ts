import { cached } from './cache';

/**
 * The product's one way to write a day and a time, in the reader's language
 * (docs/ARCHITECTURE.md, "Languages"): Intl's own layout for it, on a 24-hour clock.
 * English "Tue, Nov 24, 2026", "Tue, Nov 24", "22:00", "Thu, Dec 31, 2026, 22:00";
 * Italian "mar 24 nov 2026", "mar 24 nov", "22:00", "gio 31 dic 2026, 22:00".
 * Where there is room (the desk's headings), the day in full: "Tuesday, November 24",
 * "martedì 24 novembre", and a day of the month "November 30", "30 novembre", with the year
 * "December 6, 2026", "6 dicembre 2026". (Intl's formatRange is not used for a span of days: its
 * Italian writes "06 dicembre".)
 */
const day = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const shortDay = { weekday: 'short', day: 'numeric', month: 'short' } as const;
const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const LAYOUTS = {
  day,
  shortDay,
  longDay: { weekday: 'long', day: 'numeric', month: 'long' },
  dayOfMonth: { day: 'numeric', month: 'long' },
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  time,
  dayTime: { ...day, ...time },
  shortDayTime: { ...shortDay, ...time },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateLayout = keyof typeof LAYOUTS;

/**
 * Booking times are wall-clock times of the shop kept as if they were UTC (booking.ts): read in
 * UTC they show exactly what the rider entered, whatever the reader's zone.
 */
export const WALL_CLOCK_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant (a Date or epoch ms) as it reads on the shop's clock, in `timeZone`. */
export function formatDate(
  when: Date | number,
  layout: DateLayout,
  language: string,
  timeZone: string,
): string {
  const make = () => new Intl.DateTimeFormat(language, { ...LAYOUTS[layout], timeZone });
  return cached(formatters, `${language} ${layout} ${timeZone}`, make).format(when);
}

/** A booking's wall-clock time (epoch ms read as UTC, booking.ts), whatever the shop's zone. */
export function formatWallClock(ms: number, layout: DateLayout, language: string): string {
  return formatDate(ms, layout, language, WALL_CLOCK_ZONE);
}
