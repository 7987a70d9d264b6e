/**
 * The shop's clock (docs/PRODUCT.md, "Bookings": the shop's time). Booking times are wall-clock
 * times of the shop without a zone; "now", "today", "started" and "ended" are read on the shop's
 * wall clock in its IANA time zone, whatever the zone of the machine or the browser. Like
 * booking.ts, a wall-clock time is kept as epoch milliseconds read as if it were UTC, so it
 * compares directly with bookingInterval's.
 */

/** The api's default SHOP_TIME_ZONE, and what a client assumes until the api has told it. */
export const DEFAULT_SHOP_TIME_ZONE = 'Europe/Rome';

// Making a formatter costs far more than using one: one per zone, kept (a shop has one zone).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// The offsets found lately, by zone and second (wallClockNow); a few hundred seconds' worth.
const knownOffsets = new Map<string, number>();
const KNOWN_OFFSETS = 512;

/**
 * The canonical IANA name of a time zone (`europe/rome` → `Europe/Rome`), or null when this
 * runtime does not know it.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.trim() === '') return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The wall-clock time in `timeZone` at the instant `now`, as epoch milliseconds read as UTC: at
 * 10:30 UTC on a summer day, 12:30 that day in Europe/Rome. Throws a RangeError for a zone the
 * runtime does not know (check it with canonicalTimeZone first).
 */
export function wallClockNow(now: Date, timeZone: string): number {
  const instant = now.getTime();
  // Offsets are whole seconds and change only at whole seconds, so an offset found for an
  // instant holds for its whole second: a request reads the same few instants (now, a ride's
  // start and end) many times over, and formatToParts is the costly part.
  const key = `${timeZone} ${Math.floor(instant / 1000)}`;
  const offset = knownOffsets.get(key);
  if (offset !== undefined) return instant + offset;
  const wall = wallClockOf(now, timeZone);
  if (knownOffsets.size >= KNOWN_OFFSETS) knownOffsets.clear();
  knownOffsets.set(key, wall - instant);
  return wall;
}

function wallClockOf(now: Date, timeZone: string): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    parts[part.type] = Number(part.value);
  }
  const wall = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  wall.setUTCFullYear(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1);
  // Zones are offset by whole seconds: the milliseconds are the instant's own.
  const milliseconds = ((now.getTime() % 1000) + 1000) % 1000;
  wall.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, milliseconds);
  return wall.getTime();
}

/** The shop's date `YYYY-MM-DD` at the instant `now`. */
export function todayIn(now: Date, timeZone: string): string {
  return new Date(wallClockNow(now, timeZone)).toISOString().slice(0, 10);
}

/** How a zone is named to a rider: its city (`Europe/Rome` → Rome), or the name itself (UTC). */
export function timeZonePlace(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}
