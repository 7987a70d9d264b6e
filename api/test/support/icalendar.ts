import ICAL from 'ical.js';

/** One VEVENT as a calendar app reads it (ical.js), times as text with what kind they are. */
export interface ReadEvent {
  uid: string;
  stamp: string;
  start: string;
  end: string;
  /** 'floating' (no zone: the wall clock), 'UTC', or a TZID. */
  startZone: string;
  startIsDate: boolean;
  endIsDate: boolean;
  summary: string;
  location: string;
  description: string;
  status: string;
  sequence: number;
}

/** The events of an iCalendar file, read by ical.js, in file order. */
export function readCalendar(text: string): { name: string; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`not a calendar: ${calendar.name}`);
  const events = calendar.getAllSubcomponents('vevent').map((event) => {
    const time = (name: string) => event.getFirstPropertyValue(name) as ICAL.Time;
    const text = (name: string) => String(event.getFirstPropertyValue(name));
    const start = time('dtstart');
    const end = time('dtend');
    return {
      uid: text('uid'),
      stamp: time('dtstamp').toString(),
      start: start.toString(),
      end: end.toString(),
      startZone: start.zone?.tzid ?? 'none',
      startIsDate: start.isDate,
      endIsDate: end.isDate,
      summary: text('summary'),
      location: text('location'),
      description: text('description'),
      status: text('status'),
      sequence: Number(event.getFirstPropertyValue('sequence')),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

/** Content lines, continuation lines joined back (RFC 5545 unfolding). */
const unfolded = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

/**
 * What RFC 5545 asks of the file beyond what a lenient parser forgives: every line ends with CRLF
 * and is at most 75 octets long, and each content line is written as ical.js writes what it read
 * (so text is escaped as the RFC says: an unescaped comma reads the same, but is not the same).
 * Returns what breaks it; [] when nothing does.
 */
export function formatProblems(text: string): string[] {
  if (!text.endsWith('\r\n')) return ['the file does not end with CRLF'];
  const problems = text
    .slice(0, -2)
    .split('\r\n')
    .filter((line) => /[\r\n]/.test(line) || Buffer.byteLength(line, 'utf8') > 75)
    .map((line) => `not a line of at most 75 octets: ${JSON.stringify(line)}`);
  const written = unfolded(ICAL.stringify(ICAL.parse(text)));
  unfolded(text).forEach((line, index) => {
    if (line !== written[index]) {
      problems.push(`${JSON.stringify(line)} is ${JSON.stringify(written[index])} in RFC 5545`);
    }
  });
  return problems;
}

/**
 * Each event's start and end as the instants a calendar app computes from the file alone (ical.js
 * reads a TZID's offsets from the file's own VTIMEZONE), ISO in UTC; a whole day as its date.
 */
export function eventInstants(text: string): { start: string; end: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const instant = (time: ICAL.Time) =>
    time.isDate ? time.toString() : time.toJSDate().toISOString();
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    start: instant(event.getFirstPropertyValue('dtstart') as ICAL.Time),
    end: instant(event.getFirstPropertyValue('dtend') as ICAL.Time),
  }));
}

/** The file's VTIMEZONEs: each zone's observances as `KIND onset from→to` (`DAYLIGHT 20300331T020000 +0100→+0200`). */
export function timeZoneObservances(text: string): Record<string, string[]> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const property = (component: ICAL.Component, name: string) =>
    component.getFirstProperty(name)?.toICALString().split(':').slice(1).join(':') ?? '';
  return Object.fromEntries(
    calendar
      .getAllSubcomponents('vtimezone')
      .map((zone) => [
        String(zone.getFirstPropertyValue('tzid')),
        zone
          .getAllSubcomponents()
          .map(
            (observance) =>
              `${observance.name.toUpperCase()} ${property(observance, 'dtstart')} ${property(observance, 'tzoffsetfrom')}→${property(observance, 'tzoffsetto')}`,
          ),
      ]),
  );
}
