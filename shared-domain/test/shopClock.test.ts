import {
  bookingDateIssue,
  bookingDateProblem,
  canonicalTimeZone,
  hasStarted,
  timeZonePlace,
  todayIn,
  wallClockNow,
} from '../src';
import { english } from './sentences';

// `npm test` runs this file in UTC, Europe/Rome and America/New_York: the shop's clock must read
// the same whatever the machine's zone. Europe/Rome moves its clocks forward at 01:00 UTC on
// 29 March 2026 (02:00 becomes 03:00) and back at 01:00 UTC on 25 October 2026 (03:00 becomes
// 02:00).

const ROME = 'Europe/Rome';
/** `YYYY-MM-DDTHH:mm:ss` of a wall-clock time read as UTC. */
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const at = (iso: string) => new Date(iso);

describe('wallClockNow', () => {
  it.each([
    // Winter: UTC+1.
    ['2026-01-15T10:30:00Z', '2026-01-15T11:30:00'],
    // Summer: UTC+2.
    ['2026-07-15T10:30:00Z', '2026-07-15T12:30:00'],
    // The last minute before the clocks go forward, and the first after: 02:00–03:00 never is.
    ['2026-03-29T00:59:59Z', '2026-03-29T01:59:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29T03:00:00'],
    // Going back, 02:00–03:00 comes twice.
    ['2026-10-25T00:30:00Z', '2026-10-25T02:30:00'],
    ['2026-10-25T01:30:00Z', '2026-10-25T02:30:00'],
    ['2026-10-25T02:00:00Z', '2026-10-25T03:00:00'],
  ])('%s is %s in Rome', (instant, rome) => {
    expect(wall(wallClockNow(at(instant), ROME))).toBe(rome);
  });

  it('reads other zones, and keeps the milliseconds', () => {
    const instant = at('2026-03-08T07:30:00.250Z');
    expect(wallClockNow(instant, 'UTC')).toBe(instant.getTime());
    // New York moves its clocks forward on 8 March 2026 at 07:00 UTC.
    expect(new Date(wallClockNow(instant, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T03:30:00.250Z',
    );
    expect(wall(wallClockNow(instant, 'Asia/Kolkata'))).toBe('2026-03-08T13:00:00');
  });

  it('reads each instant in turn, within a second and across a clock change', () => {
    // Asked one after another, as a busy api asks: the offset of the last answer must not leak.
    const instants = [
      '2026-03-29T00:59:59.100Z',
      '2026-03-29T00:59:59.900Z',
      '2026-03-29T01:00:00.000Z',
    ];
    expect(
      instants.map((instant) => new Date(wallClockNow(at(instant), ROME)).toISOString()),
    ).toEqual(['2026-03-29T01:59:59.100Z', '2026-03-29T01:59:59.900Z', '2026-03-29T03:00:00.000Z']);
    // And back again, then another zone in the same second.
    expect(wall(wallClockNow(at('2026-03-29T00:59:59.500Z'), ROME))).toBe('2026-03-29T01:59:59');
    expect(wall(wallClockNow(at('2026-03-29T00:59:59.500Z'), 'UTC'))).toBe('2026-03-29T00:59:59');
  });
});

describe('todayIn', () => {
  it.each([
    // 23:30 UTC on 28 March is 00:30 on the 29th in Rome (still winter time).
    ['2026-03-28T22:59:00Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    // Summer time: midnight in Rome is 22:00 UTC, until the night of 25 October.
    ['2026-10-24T21:59:00Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    // That day is 25 hours long: it ends at 23:00 UTC.
    ['2026-10-25T22:59:00Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('%s is %s in Rome', (instant, date) => {
    expect(todayIn(at(instant), ROME)).toBe(date);
  });
});

describe('canonicalTimeZone', () => {
  it('names the zones the runtime knows as IANA spells them', () => {
    expect(canonicalTimeZone('Europe/Rome')).toBe('Europe/Rome');
    expect(canonicalTimeZone('europe/rome')).toBe('Europe/Rome');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it.each(['Mars/Olympus_Mons', 'Rome', '', ' ', 'Europe/Rome; drop table'])(
    'refuses %p',
    (name) => {
      expect(canonicalTimeZone(name)).toBeNull();
    },
  );
});

it('timeZonePlace names the city', () => {
  expect(timeZonePlace('Europe/Rome')).toBe('Rome');
  expect(timeZonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  expect(timeZonePlace('UTC')).toBe('UTC');
});

describe("a booking's date on the shop's clock", () => {
  // 16:00 UTC on 25 November 2026: 17:00 in Rome, 11:00 in New York.
  const now = at('2026-11-25T16:00:00Z');

  it('refuses a ride that ended six hours ago in Rome, on the same day', () => {
    // 09:00–11:00 in Rome today: over everywhere on earth, yet its day is still today in most
    // of the world.
    expect(bookingDateIssue('2026-11-25T09:00', now, ROME)).toBe('startPassed');
    expect(english(bookingDateProblem('2026-11-25T09:00', now, ROME))).toBe(
      "Date can't be in the past: that time has already passed in Rome",
    );
  });

  it("refuses a start earlier than the shop's minute, accepts that minute and later", () => {
    expect(bookingDateIssue('2026-11-25T16:59', now, ROME)).toBe('startPassed');
    expect(bookingDateIssue('2026-11-25T17:00', at('2026-11-25T16:00:59Z'), ROME)).toBeNull();
    expect(bookingDateIssue('2026-11-25T17:01', now, ROME)).toBeNull();
  });

  it("reads the time as the shop's, not the rider's: noon is still ahead in New York", () => {
    expect(bookingDateIssue('2026-11-25T12:00', now, ROME)).toBe('startPassed');
    expect(bookingDateIssue('2026-11-25T12:00', now, 'America/New_York')).toBeNull();
  });

  it("accepts a single day that is the shop's today, refuses the day before", () => {
    expect(bookingDateIssue('2026-11-25', now, ROME)).toBeNull();
    expect(english(bookingDateProblem('2026-11-24', now, ROME))).toBe("Date can't be in the past");
    // 23:30 UTC is already the 26th in Rome: the 25th is over there, though not in New York.
    const late = at('2026-11-25T23:30:00Z');
    expect(bookingDateIssue('2026-11-25', late, ROME)).toBe('past');
    expect(bookingDateIssue('2026-11-25', late, 'America/New_York')).toBeNull();
  });

  it("counts the 365 days ahead from the shop's today", () => {
    expect(bookingDateIssue('2027-11-25', now, ROME)).toBeNull();
    expect(bookingDateIssue('2027-11-26', now, ROME)).toBe('tooFar');
    // Already the 26th in Rome: one day more.
    expect(bookingDateIssue('2027-11-26', at('2026-11-25T23:30:00Z'), ROME)).toBeNull();
  });

  it('says an unreadable date is one', () => {
    expect(bookingDateIssue('2026-02-30', now, ROME)).toBe('invalid');
  });

  it('reads the first minutes after the clocks go forward', () => {
    // 01:00 UTC on 29 March: 03:00 in Rome, the minute after 01:59.
    const jump = at('2026-03-29T01:00:00Z');
    expect(bookingDateIssue('2026-03-29T02:30', jump, ROME)).toBe('startPassed');
    expect(bookingDateIssue('2026-03-29T03:00', jump, ROME)).toBeNull();
  });

  it('reads the day the clocks go back by its own wall clock', () => {
    // 22:30 UTC on 24 October: 00:30 on the 25th in Rome.
    expect(bookingDateIssue('2026-10-24', at('2026-10-24T22:30:00Z'), ROME)).toBe('past');
    expect(bookingDateIssue('2026-10-25T01:00', at('2026-10-24T22:30:00Z'), ROME)).toBeNull();
    // 02:00 UTC on the 25th: 03:00 in Rome, after the hour that came twice.
    expect(bookingDateIssue('2026-10-25T02:59', at('2026-10-25T02:00:00Z'), ROME)).toBe(
      'startPassed',
    );
  });
});

describe('hasStarted', () => {
  it("is true once the start has come on the shop's clock, not everywhere on earth", () => {
    // 10:00 in Rome is 09:00 UTC in winter.
    expect(hasStarted('2026-11-25T10:00', at('2026-11-25T08:59:00Z'), ROME)).toBe(false);
    expect(hasStarted('2026-11-25T10:00', at('2026-11-25T09:00:00Z'), ROME)).toBe(true);
    // Half a day later it is still 10:00 somewhere (UTC−12): started all the same.
    expect(hasStarted('2026-11-25T10:00', at('2026-11-25T21:00:00Z'), ROME)).toBe(true);
  });

  it("holds a single day from the shop's midnight", () => {
    expect(hasStarted('2026-11-26', at('2026-11-25T22:59:00Z'), ROME)).toBe(false);
    expect(hasStarted('2026-11-26', at('2026-11-25T23:00:00Z'), ROME)).toBe(true);
  });

  it('reads the nights the clocks change', () => {
    // Midnight of 29 March in Rome is 23:00 UTC (winter time); 03:00 that morning is 01:00 UTC.
    expect(hasStarted('2026-03-29', at('2026-03-28T22:59:00Z'), ROME)).toBe(false);
    expect(hasStarted('2026-03-29', at('2026-03-28T23:00:00Z'), ROME)).toBe(true);
    expect(hasStarted('2026-03-29T03:00', at('2026-03-29T00:59:00Z'), ROME)).toBe(false);
    expect(hasStarted('2026-03-29T03:00', at('2026-03-29T01:00:00Z'), ROME)).toBe(true);
    // Midnight of 26 October is 23:00 UTC (winter time again); 25 October's was 22:00 UTC.
    expect(hasStarted('2026-10-25', at('2026-10-24T22:00:00Z'), ROME)).toBe(true);
    expect(hasStarted('2026-10-26', at('2026-10-25T22:30:00Z'), ROME)).toBe(false);
    expect(hasStarted('2026-10-26', at('2026-10-25T23:00:00Z'), ROME)).toBe(true);
  });
});
