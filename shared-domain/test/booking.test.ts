import {
  bookingInterval,
  intervalsOverlap,
  isOnOrAfter,
  isValidISODate,
  multiDayDuration,
  rideCost,
  shopInstant,
  singleDayDuration,
  todayISO,
  round1,
  type RidePrices,
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

describe('rideCost without a day price: the spec’s rule, duration × price per hour', () => {
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
    const cost = rideCost(duration, { bookingPricePerHour: price, dayPrice: null });
    expect(cost).toEqual({ days: 0, hours: round1(duration), totalCents: Math.round(total * 100) });
  });
});

describe('rideCost with a day price: each started 24 hours costs at most the day price', () => {
  // $10 an hour, $45 a day: a day's 24 hours would cost $240.
  const scooter = { bookingPricePerHour: 10, dayPrice: 45 };
  const cost = (duration: number, prices: RidePrices = scooter) => rideCost(duration, prices);

  it('charges a short ride its hours', () => {
    expect(cost(3)).toEqual({ days: 0, hours: 3, totalCents: 3000 });
  });

  it('charges the day price once the hours cost more', () => {
    expect(cost(4.5)).toEqual({ days: 0, hours: 4.5, totalCents: 4500 });
    expect(cost(4.6)).toEqual({ days: 1, hours: 0, totalCents: 4500 });
  });

  it('charges exactly 24 hours one day price', () => {
    expect(cost(multiDayDuration('2030-01-01', '10:00', '2030-01-02', '10:00'))).toEqual({
      days: 1,
      hours: 0,
      totalCents: 4500,
    });
  });

  it('charges 24 h + 1 min one day price: a duration counts tenths of an hour', () => {
    const duration = multiDayDuration('2030-01-01', '10:00', '2030-01-02', '10:01');
    expect(duration).toBe(24);
    expect(cost(duration)).toEqual({ days: 1, hours: 0, totalCents: 4500 });
  });

  it('charges 24 h + 6 min a day price and the started block’s 0.1 hours', () => {
    expect(cost(24.1)).toEqual({ days: 1, hours: 0.1, totalCents: 4600 });
  });

  it('charges 30 hours a day price and the rest’s hours, capped by a day price too', () => {
    expect(cost(30)).toEqual({ days: 2, hours: 0, totalCents: 9000 });
    expect(cost(30, { bookingPricePerHour: 10, dayPrice: 70 })).toEqual({
      days: 1,
      hours: 6,
      totalCents: 13000,
    });
  });

  it('charges a 3-day trip (72 hours) three day prices', () => {
    expect(cost(multiDayDuration('2030-05-03', '10:00', '2030-05-06', '10:00'))).toEqual({
      days: 3,
      hours: 0,
      totalCents: 13500,
    });
  });

  // Rome's clocks go forward on 28 March 2027 and back on 31 October 2027: Friday 10:00 to
  // Monday 10:00 is 71 and 73 hours of real time, and 72 hours of the shop's wall clock, which
  // is what a duration counts.
  it.each([
    ['2027-03-26', '2027-03-29', 71],
    ['2027-10-29', '2027-11-01', 73],
  ])('charges a 3-day trip from %s across a clock change three day prices', (from, to, real) => {
    const passed =
      (shopInstant(`${to}T10:00`, 'Europe/Rome') as Date).getTime() -
      (shopInstant(`${from}T10:00`, 'Europe/Rome') as Date).getTime();
    expect(passed / HOUR).toBe(real);
    const duration = multiDayDuration(from, '10:00', to, '10:00');
    expect(duration).toBe(72);
    expect(cost(duration)).toEqual({ days: 3, hours: 0, totalCents: 13500 });
  });

  it('charges hours when the day price is no cheaper than 24 of them', () => {
    const dear = { bookingPricePerHour: 10, dayPrice: 240 };
    expect(cost(24, dear)).toEqual({ days: 0, hours: 24, totalCents: 24000 });
    expect(cost(72, { bookingPricePerHour: 10, dayPrice: 300 })).toEqual({
      days: 0,
      hours: 72,
      totalCents: 72000,
    });
  });

  it('charges any started day a day price below the hourly price', () => {
    expect(cost(1, { bookingPricePerHour: 10, dayPrice: 5 })).toEqual({
      days: 1,
      hours: 0,
      totalCents: 500,
    });
  });

  it('rounds the hours of the last block half a cent up', () => {
    expect(cost(24.1, { bookingPricePerHour: 1.15, dayPrice: 20 })).toEqual({
      days: 1,
      hours: 0.1,
      totalCents: 2012,
    });
  });

  it('charges 720 hours 30 day prices', () => {
    expect(cost(720, { bookingPricePerHour: 10000, dayPrice: 100000 }).totalCents).toBe(
      300_000_000,
    );
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
