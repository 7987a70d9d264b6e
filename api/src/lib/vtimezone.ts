import { wallClockNow } from 'shared-domain';

/**
 * The VTIMEZONE (RFC 5545 §3.6.5) of the shop's zone for the years a calendar file's events span,
 * read from the tz database through Intl: each change of the zone's offset in those years (and the
 * last one before them, so every event falls after an onset) is one observance of its own, with
 * its real offsets. Listing the changes rather than a rule keeps the file right for a year whose
 * rules differ from today's; a zone without changes is one STANDARD observance.
 */

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The zone's offset (wall clock minus instant) at `instant`, in ms. */
const offsetAt = (instant: number, timeZone: string) =>
  wallClockNow(new Date(instant), timeZone) - instant;

interface Change {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** The instant, to the second, at which the offset changes between `low` (old) and `high` (new). */
function changeBetween(low: number, high: number, timeZone: string): number {
  const before = offsetAt(low, timeZone);
  while (high - low > SECOND_MS) {
    const middle = low + Math.floor((high - low) / 2 / SECOND_MS) * SECOND_MS;
    if (offsetAt(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** The zone's changes from `start` to `end`, day by day (no zone changes twice within a day). */
function changesIn(start: number, end: number, timeZone: string): Change[] {
  const changes: Change[] = [];
  let offset = offsetAt(start, timeZone);
  for (let day = start + DAY_MS; day - DAY_MS < end; day += DAY_MS) {
    const next = offsetAt(day, timeZone);
    if (next === offset) continue;
    changes.push({ at: changeBetween(day - DAY_MS, day, timeZone), from: offset, to: next });
    offset = next;
  }
  return changes;
}

/** `+0100`, `-0330`, `+054545`: an offset in ms as UTC-OFFSET. */
function utcOffset(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const seconds = Math.abs(ms) / SECOND_MS;
  const pad = (value: number) => String(Math.floor(value)).padStart(2, '0');
  const rest = seconds % 60 === 0 ? '' : pad(seconds % 60);
  return `${sign}${pad(seconds / 3600)}${pad((seconds % 3600) / 60)}${rest}`;
}

/** Epoch ms read as UTC → `20300331T020000`. */
const localTime = (wall: number) =>
  new Date(wall)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');

function observance({ at, from, to }: Change, daylight: boolean): string[] {
  const kind = daylight ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    // The onset is written on the clock that is left, as the RFC asks.
    `DTSTART:${localTime(at + from)}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `END:${kind}`,
  ];
}

const kept = new Map<string, string[]>();

/** The VTIMEZONE's content lines for `timeZone` across the years `firstYear` to `lastYear`. */
export function vtimezoneLines(timeZone: string, firstYear: number, lastYear: number): string[] {
  const key = `${timeZone} ${firstYear} ${lastYear}`;
  const known = kept.get(key);
  if (known) return known;
  const start = Date.UTC(firstYear, 0, 1) - HOUR_MS * 14;
  const end = Date.UTC(lastYear + 1, 0, 1) + HOUR_MS * 14;
  // A year back, for the change that was in force when the span starts.
  const earlier = changesIn(start - 366 * DAY_MS, start, timeZone).slice(-1);
  const changes = [...earlier, ...changesIn(start, end, timeZone)];
  const offset = offsetAt(start, timeZone);
  const observances = changes.length
    ? changes.flatMap((change) => observance(change, change.to > change.from))
    : observance({ at: Date.UTC(1970, 0, 1) - offset, from: offset, to: offset }, false);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances, 'END:VTIMEZONE'];
  kept.set(key, lines);
  return lines;
}
