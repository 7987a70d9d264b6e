import {
  addMonths,
  hoursInMonth,
  MAX_REPORT_MONTHS,
  reportMonths,
  reportRangeProblems,
} from '../src';
import { english, italian } from './sentences';

const FROM_INVALID = 'From must be a month written YYYY-MM, 1970-01 or later';
const TO_INVALID = 'To must be a month written YYYY-MM, 1970-01 or later';

/** A range's problems as the form shows them: [beside From, beside To]. */
function sentences(from: string, to: string, say = english): [string | null, string | null] {
  const problems = reportRangeProblems(from, to);
  return [say(problems.from), say(problems.to)];
}

describe('reportRangeProblems', () => {
  it('accepts one month and up to 24', () => {
    expect(reportRangeProblems('2030-01', '2030-01')).toEqual({});
    expect(reportRangeProblems('2030-01', '2031-12')).toEqual({});
  });

  it.each([
    ['2030-1', '2030-02', [FROM_INVALID, null]],
    ['2030-13', '2030-02', [FROM_INVALID, null]],
    ['1969-12', '2030-02', [FROM_INVALID, null]],
    ['2030-01', '2030-00', [null, TO_INVALID]],
    ['2030-01-01', 'May', [FROM_INVALID, TO_INVALID]],
    ['2030-03', '2030-02', [null, 'To must not be before From']],
    ['2030-01', '2032-01', [null, 'A report covers at most 24 months']],
  ])('%j to %j: %j', (from, to, problems) => {
    expect(sentences(from, to)).toEqual(problems);
  });

  it('says the same in Italian', () => {
    expect(sentences('2030-13', '2032-01', italian)).toEqual([
      'Dal: deve essere un mese AAAA-MM, dal 1970-01 in poi',
      null,
    ]);
    expect(sentences('2030-01', '2032-01', italian)).toEqual([
      null,
      'Un report copre al massimo 24 mesi',
    ]);
  });

  it('says how many months a report may cover', () => {
    expect(MAX_REPORT_MONTHS).toBe(24);
  });
});

describe('reportMonths', () => {
  it('lists each month with its start and the next month’s, across a year', () => {
    expect(reportMonths('2030-11', '2031-02')).toEqual([
      { month: '2030-11', start: Date.UTC(2030, 10, 1), end: Date.UTC(2030, 11, 1) },
      { month: '2030-12', start: Date.UTC(2030, 11, 1), end: Date.UTC(2031, 0, 1) },
      { month: '2031-01', start: Date.UTC(2031, 0, 1), end: Date.UTC(2031, 1, 1) },
      { month: '2031-02', start: Date.UTC(2031, 1, 1), end: Date.UTC(2031, 2, 1) },
    ]);
    expect(reportMonths('2030-01', '2032-01')).toEqual([]);
  });

  it('counts 24 hours a day, also in the months the clocks change', () => {
    expect(hoursInMonth('2030-02')).toBe(672);
    expect(hoursInMonth('2032-02')).toBe(696);
    expect(hoursInMonth('2030-03')).toBe(744);
    expect(hoursInMonth('2030-10')).toBe(744);
    expect(hoursInMonth('2030-04')).toBe(720);
  });
});

describe('addMonths', () => {
  it('moves across years both ways', () => {
    expect(addMonths('2030-12', 1)).toBe('2031-01');
    expect(addMonths('2030-01', -1)).toBe('2029-12');
    expect(addMonths('2030-06', -23)).toBe('2028-07');
    expect(addMonths('1970-01', -1)).toBeNull();
    expect(addMonths('2030-13', 1)).toBeNull();
  });
});
