/**
 * iCalendar (RFC 5545) files of rides, written by hand: the few properties a ride needs, and the
 * format's rules for text, which the tests check by reading the files back with ical.js.
 * ical-generator, the kept writer, was weighed and not taken: a ride is a wall-clock time of the
 * shop, and it writes a native Date in a TZID on the clock of the machine it runs on (another
 * zone needs a date library beside it); its VTIMEZONE would still be ./vtimezone.ts;
 * and its text escaping leaves NEL, U+2028 and U+2029 raw, which some readers take as line ends.
 */

import { vtimezoneLines } from './vtimezone';

/**
 * A time as booked on the shop's wall clock in its zone (written with a TZID and the zone's
 * VTIMEZONE: floating times would be read on the reader's own clock), or a whole day.
 */
export type CalendarTime = { dateTime: string; timeZone: string } | { date: string };

export interface CalendarEvent {
  /** The same for one reservation in every file, so calendar apps update rather than duplicate. */
  uid: string;
  /** When this file was made. */
  stamp: Date;
  /** `YYYY-MM-DDTHH:mm` or `YYYY-MM-DD`. */
  start: CalendarTime;
  /** Exclusive: the moment after the ride, or the day after the last day. */
  end: CalendarTime;
  summary: string;
  location: string;
  description: string;
  status: 'CONFIRMED' | 'CANCELLED';
  /** Raised when the event changes (a cancellation), so apps take the new version. */
  sequence: number;
}

const LINE_OCTETS = 75;
const CRLF = '\r\n';

/**
 * TEXT values: backslash, semicolon, comma and line breaks escaped; other controls dropped. NEL
 * (U+0085) and the line and paragraph separators (U+2028, U+2029) are line breaks too: written
 * raw, some readers end the line there. The api refuses them in every text field
 * (api/README.md, "Validation"); rows stored before that rule still never reach a file raw.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
      // Control characters other than tab are not allowed in TEXT (C0, DEL and C1).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
  );
}

/**
 * One content line folded into lines of at most 75 octets (each continuation starts with a space,
 * which counts), broken between characters: a UTF-8 sequence of several octets, or a surrogate
 * pair, is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `2030-01-31T12:00` → `20300131T120000`; `2030-01-31` → `20300131`. */
function compact(text: string): string {
  return text.replace(/[-:]/g, '') + (text.includes('T') ? '00' : '');
}

function timeProperty(name: string, time: CalendarTime): string {
  return 'date' in time
    ? `${name};VALUE=DATE:${compact(time.date)}`
    : `${name};TZID=${time.timeZone}:${compact(time.dateTime)}`;
}

/** One VTIMEZONE per zone the events' times are in, across the years they span. */
function timeZones(events: readonly CalendarEvent[]): string[] {
  const years = new Map<string, number[]>();
  for (const time of events.flatMap((event) => [event.start, event.end])) {
    if ('date' in time) continue;
    years.set(time.timeZone, [
      ...(years.get(time.timeZone) ?? []),
      Number(time.dateTime.slice(0, 4)),
    ]);
  }
  return [...years].flatMap(([zone, spanned]) =>
    vtimezoneLines(zone, Math.min(...spanned), Math.max(...spanned)),
  );
}

/** `20291220T101500Z`: DTSTAMP is always UTC. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    timeProperty('DTSTART', event.start),
    timeProperty('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    'END:VEVENT',
  ];
}

/** A VCALENDAR of the events, CRLF line ends, long lines folded. */
export function calendarFile(events: readonly CalendarEvent[], name: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vespa Rentals//Rides//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // The name calendar apps give a subscribed calendar.
    `X-WR-CALNAME:${escapeText(name)}`,
    ...timeZones(events),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
