import {
  bookingInterval,
  bookingTotal,
  intervalsOverlap,
  isOnOrAfter,
  isValidISODate,
  multiDayDuration,
  singleDayDuration,
  todayISO,
} from '../src';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('singleDayDuration', () => {
  it.each([
    ['00:00', 0],
    ['00:06', 0.1],
    ['02:30', 2.5],
    ['01:20', 1.3],
    ['12:00', 12],
    ['23:59', 24],
  ])('%s is %p hours', (time, hours) => {
    expect(singleDayDuration(time)).toBe(hours);
  });

  it.each(['24:00', '12:60', '2:30', '', 'ab:cd', '12:30:00'])('%p is NaN', (time) => {
    expect(singleDayDuration(time)).toBeNaN();
  });
});

describe('multiDayDuration', () => {
  it('counts whole days', () => {
    expect(multiDayDuration('2030-01-01', '10:00', '2030-01-03', '10:00')).toBe(48);
  });

  it('crosses midnight', () => {
    expect(multiDayDuration('2030-01-01', '23:30', '2030-01-02', '00:15')).toBe(0.8);
  });

  it('crosses month and year boundaries', () => {
    expect(multiDayDuration('2030-01-31', '12:00', '2030-02-01', '12:00')).toBe(24);
    expect(multiDayDuration('2030-12-31', '22:00', '2031-01-01', '02:00')).toBe(4);
  });

  it('knows leap days', () => {
    expect(multiDayDuration('2028-02-28', '00:00', '2028-03-01', '00:00')).toBe(48);
    expect(multiDayDuration('2030-02-28', '00:00', '2030-03-01', '00:00')).toBe(24);
  });

  it('is negative when the end is before the start', () => {
    expect(multiDayDuration('2030-01-02', '10:00', '2030-01-01', '09:00')).toBe(-25);
  });

  it('is zero for the same instant', () => {
    expect(multiDayDuration('2030-01-01', '00:00', '2030-01-01', '00:00')).toBe(0);
  });

  it('rounds to one decimal', () => {
    expect(multiDayDuration('2030-01-01', '00:00', '2030-01-01', '00:01')).toBe(0);
    expect(multiDayDuration('2030-01-01', '00:00', '2030-01-01', '00:03')).toBe(0.1);
    expect(multiDayDuration('2030-01-01', '00:00', '2030-01-01', '23:59')).toBe(24);
  });

  it('is NaN for invalid fields', () => {
    expect(multiDayDuration('2030-02-30', '10:00', '2030-03-01', '10:00')).toBeNaN();
    expect(multiDayDuration('2030-01-01', '', '2030-01-02', '10:00')).toBeNaN();
  });
});

describe('bookingTotal', () => {
  it.each([
    [2.5, 12.5, 31.25],
    [0.3, 0.1, 0.03],
    [0.1 * 3, 19.99, 6],
    [48, 15.9, 763.2],
    [24, 10.1, 242.4],
    [0.1, 0.05, 0.01],
    // Half a cent rounds up, although the double product lies just below it.
    [0.1, 1.15, 0.12],
    [0.3, 1.05, 0.32],
    [2.5, 0.01, 0.03],
    [0.5, 10.01, 5.01],
    [1.5, 19.99, 29.99],
    [720, 10000, 7_200_000],
    // Where rounding the double product to cents (with or without Number.EPSILON) falls short.
    [0.1, 10.35, 1.04],
    [0.3, 12.35, 3.71],
    [0.5, 19.99, 10],
    [1.5, 12.35, 18.53],
  ])('%p h at %p/h is %p', (duration, price, total) => {
    expect(bookingTotal(duration, price)).toBe(total);
  });
});

describe('isValidISODate', () => {
  it.each(['2030-01-01', '2028-02-29', '2030-12-31'])('%s is valid', (date) => {
    expect(isValidISODate(date)).toBe(true);
  });

  it.each([
    '2030-02-29',
    '2030-13-01',
    '2030-00-10',
    '2030-04-31',
    '2030-1-1',
    '',
    '2030-01-01T10:00',
  ])('%p is invalid', (date) => {
    expect(isValidISODate(date)).toBe(false);
  });
});

describe('isOnOrAfter', () => {
  it('accepts today and later, refuses earlier', () => {
    expect(isOnOrAfter('2030-05-10', '2030-05-10')).toBe(true);
    expect(isOnOrAfter('2030-05-11', '2030-05-10')).toBe(true);
    expect(isOnOrAfter('2030-05-09', '2030-05-10')).toBe(false);
    expect(isOnOrAfter('2031-01-01', '2030-12-31')).toBe(true);
  });

  it('reads the date part of a start with a time', () => {
    expect(isOnOrAfter('2030-05-10T00:00', '2030-05-10')).toBe(true);
    expect(isOnOrAfter('2030-05-09T23:59', '2030-05-10')).toBe(false);
  });

  it('refuses invalid dates', () => {
    expect(isOnOrAfter('2030-02-30', '2030-01-01')).toBe(false);
    expect(isOnOrAfter('tomorrow', '2030-01-01')).toBe(false);
  });
});

describe('todayISO', () => {
  const now = new Date('2030-06-15T05:00:00Z');

  it('reads the date in a time zone', () => {
    expect(todayISO(now, 'UTC')).toBe('2030-06-15');
    expect(todayISO(now, 'Pacific/Pago_Pago')).toBe('2030-06-14');
    expect(todayISO(now, 'Pacific/Kiritimati')).toBe('2030-06-15');
    expect(todayISO(new Date('2030-12-31T20:00:00Z'), 'Asia/Karachi')).toBe('2031-01-01');
  });

  it('defaults to the local zone', () => {
    const local = new Date(2030, 0, 2, 0, 30);
    expect(todayISO(local)).toBe('2030-01-02');
  });
});

describe('bookingInterval', () => {
  const jan1 = Date.UTC(2030, 0, 1);

  it('holds one calendar day for a single-day booking', () => {
    expect(bookingInterval('2030-01-01', 2.5)).toEqual({ start: jan1, end: jan1 + DAY });
    expect(bookingInterval('2030-01-01', 24)).toEqual({ start: jan1, end: jan1 + DAY });
  });

  it('holds every day that the duration touches', () => {
    expect(bookingInterval('2030-01-01', 24.1)).toEqual({ start: jan1, end: jan1 + 2 * DAY });
    expect(bookingInterval('2030-01-01', 720)).toEqual({ start: jan1, end: jan1 + 30 * DAY });
  });

  it('holds [start, start + duration) for a start with a time', () => {
    const start = jan1 + 22 * HOUR + 30 * 60_000;
    expect(bookingInterval('2030-01-01T22:30', 2.5)).toEqual({ start, end: start + 2.5 * HOUR });
  });

  it('crosses a leap day', () => {
    const start = Date.UTC(2028, 1, 28, 12);
    expect(bookingInterval('2028-02-28T12:00', 48)).toEqual({
      start,
      end: Date.UTC(2028, 2, 1, 12),
    });
  });

  it('is null for invalid input', () => {
    expect(bookingInterval('2030-02-30', 2)).toBeNull();
    expect(bookingInterval('2030-01-01T24:00', 2)).toBeNull();
    expect(bookingInterval('2030-01-01 10:00', 2)).toBeNull();
    expect(bookingInterval('2030-01-01', 0)).toBeNull();
    expect(bookingInterval('2030-01-01', -1)).toBeNull();
    expect(bookingInterval('2030-01-01', NaN)).toBeNull();
  });
});

describe('intervalsOverlap', () => {
  const a = { start: 10, end: 20 };

  it.each([
    [{ start: 0, end: 10 }, false],
    [{ start: 20, end: 30 }, false],
    [{ start: 19, end: 30 }, true],
    [{ start: 0, end: 11 }, true],
    [{ start: 12, end: 15 }, true],
    [{ start: 0, end: 40 }, true],
  ])('%p overlaps [10, 20): %p', (b, expected) => {
    expect(intervalsOverlap(a, b)).toBe(expected);
    expect(intervalsOverlap(b, a)).toBe(expected);
  });

  it('a multi-day booking reaching into a booked day overlaps it', () => {
    const day = bookingInterval('2030-01-02', 3);
    const late = bookingInterval('2030-01-01T20:00', 4.5);
    const early = bookingInterval('2030-01-01T20:00', 4);
    expect(day && late && intervalsOverlap(day, late)).toBe(true);
    expect(day && early && intervalsOverlap(day, early)).toBe(false);
  });
});

// `npm test` runs this file in UTC, Europe/Rome and America/New_York: times are wall-clock times
// without a zone, so nothing may move when the machine's zone or its daylight-saving time does.
describe('across a daylight-saving change, in any time zone', () => {
  it.each([
    // Europe and North America change their clocks on these nights.
    ['2030-03-30', '2030-03-31'],
    ['2030-10-26', '2030-10-27'],
    ['2030-03-09', '2030-03-10'],
    ['2030-11-02', '2030-11-03'],
  ])('%s 10:00 to %s 10:00 is 24 hours', (start, end) => {
    expect(multiDayDuration(start, '10:00', end, '10:00')).toBe(24);
    expect(bookingInterval(`${start}T10:00`, 24)).toEqual({
      start: Date.parse(`${start}T10:00Z`),
      end: Date.parse(`${end}T10:00Z`),
    });
  });

  it('takes "today" in the machine zone by default, as the rider sees it', () => {
    // 00:30 UTC on the night Europe moves its clocks: still 30 March in New York.
    const now = new Date('2030-03-31T00:30:00Z');
    const local = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
    expect(todayISO(now)).toBe(local);
    expect(todayISO(now, 'UTC')).toBe('2030-03-31');
    expect(todayISO(now, 'America/New_York')).toBe('2030-03-30');
  });
});
