import {
  bookingDateIssue,
  bookingDateProblem,
  hasStarted,
  shopInstant,
  skippedTimeProblem,
} from '../src';
import { english } from './sentences';

// `npm test` runs this file in UTC, Europe/Rome and America/New_York: a time the shop's clocks
// skip is the shop's, whatever the machine's zone. Rome goes forward at 01:00 UTC on 28 March
// 2027 (02:00 becomes 03:00) and back at 01:00 UTC on 31 October 2027 (03:00 becomes 02:00); New
// York goes forward at 07:00 UTC on 14 March 2027 (02:00 becomes 03:00).

const ROME = 'Europe/Rome';
const NEW_YORK = 'America/New_York';
/** Late in 2026, before every time below. */
const NOW = new Date('2026-11-27T10:00:00Z');
const ROME_FORWARD =
  "Rome's clocks go forward from 02:00 to 03:00 on 28 March 2027: please choose another start time.";

describe('a start the clocks skip', () => {
  it.each(['2027-03-28T02:00', '2027-03-28T02:30', '2027-03-28T02:59'])(
    'is refused in Rome at %s, with a sentence naming the change',
    (start) => {
      expect(bookingDateIssue(start, NOW, ROME)).toBe('skippedTime');
      expect(english(bookingDateProblem(start, NOW, ROME))).toBe(ROME_FORWARD);
    },
  );

  it.each(['2027-03-28T01:59', '2027-03-28T03:00', '2027-03-27T02:30', '2027-03-29T02:30'])(
    'leaves %s in Rome, a time its clocks show',
    (start) => {
      expect(english(bookingDateProblem(start, NOW, ROME))).toBeNull();
    },
  );

  it("is the shop's gap, not another zone's", () => {
    expect(english(bookingDateProblem('2027-03-28T02:30', NOW, NEW_YORK))).toBeNull();
    expect(english(bookingDateProblem('2027-03-14T02:30', NOW, ROME))).toBeNull();
    expect(english(bookingDateProblem('2027-03-14T02:30', NOW, NEW_YORK))).toBe(
      "New York's clocks go forward from 02:00 to 03:00 on 14 March 2027: please choose another start time.",
    );
    expect(english(bookingDateProblem('2027-03-28T02:30', NOW, 'UTC'))).toBeNull();
  });

  it('is not a whole-day booking, which holds the day whatever its clocks do', () => {
    expect(english(bookingDateProblem('2027-03-28', NOW, ROME))).toBeNull();
  });

  it("names the field's time for a workshop block's end", () => {
    expect(english(skippedTimeProblem('2027-03-28T02:15', ROME, true))).toBe(
      "Rome's clocks go forward from 02:00 to 03:00 on 28 March 2027: please choose another end time.",
    );
  });

  it('is reached when the clocks jump over it', () => {
    expect(shopInstant('2027-03-28T02:30', ROME)).toEqual(new Date('2027-03-28T01:00:00Z'));
    expect(hasStarted('2027-03-28T02:30', new Date('2027-03-28T00:59:00Z'), ROME)).toBe(false);
    // One minute before the jump the time is still ahead: the sentence is about the clocks.
    expect(bookingDateIssue('2027-03-28T02:30', new Date('2027-03-28T00:59:00Z'), ROME)).toBe(
      'skippedTime',
    );
    expect(shopInstant('2027-03-28T03:00', ROME)).toEqual(new Date('2027-03-28T01:00:00Z'));
  });
});

describe('a start in the hour the clocks show twice', () => {
  it('is accepted, and means its first occurrence, before the clocks go back', () => {
    expect(english(bookingDateProblem('2027-10-31T02:30', NOW, ROME))).toBeNull();
    // 02:30 summer time (UTC+2), not 02:30 winter time (01:30 UTC).
    expect(shopInstant('2027-10-31T02:30', ROME)).toEqual(new Date('2027-10-31T00:30:00Z'));
    expect(shopInstant('2027-11-07T01:30', NEW_YORK)).toEqual(new Date('2027-11-07T05:30:00Z'));
  });

  it('has started from that first occurrence on, and stays started when the hour comes again', () => {
    expect(hasStarted('2027-10-31T02:30', new Date('2027-10-31T00:29:00Z'), ROME)).toBe(false);
    expect(hasStarted('2027-10-31T02:30', new Date('2027-10-31T00:30:00Z'), ROME)).toBe(true);
    // 02:00 winter time: the clocks show 02:00 again, and the ride stays started.
    expect(hasStarted('2027-10-31T02:30', new Date('2027-10-31T01:00:00Z'), ROME)).toBe(true);
  });

  it('cannot be booked when the hour comes again: its first occurrence has passed', () => {
    // 02:10 winter time (01:10 UTC): 02:30 came at 00:30 UTC.
    const again = new Date('2027-10-31T01:10:00Z');
    expect(bookingDateIssue('2027-10-31T02:30', again, ROME)).toBe('startPassed');
    expect(bookingDateIssue('2027-10-31T03:00', again, ROME)).toBeNull();
  });
});
