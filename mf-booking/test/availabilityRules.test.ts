import {
  busyIntervals,
  busyRange,
  busyText,
  checkAvailability,
  covers,
  mergeIntervals,
  upcomingWindow,
  windowAround,
  windowInterval,
} from '../src/reserve/availability';
import {
  EMPTY_BOOKING_TIME,
  problemText,
  quoteBooking,
  type BookingTime,
} from '../src/reserve/quote';
import { bookingT } from './support/i18n';
import { hourly } from './support/prices';

const at = (wallClock: string) => Date.parse(`${wallClock}:00Z`);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });
/** A busy stretch as the English list reads it (AvailabilityList adds "all day"). */
const busyLine = (interval: { start: number; end: number }) =>
  busyRange(interval, 'en') + (busyText(interval, 'en').allDay ? ', all day' : '');

describe('busyIntervals', () => {
  it('reads the api’s wall-clock times and leaves out what it cannot read', () => {
    expect(
      busyIntervals([
        { start: '2026-11-24T00:00', end: '2026-11-25T00:00' },
        { start: '2026-11-26', end: '2026-11-27' },
        { start: '2026-11-28T10:00', end: '2026-11-28T10:00' },
      ]),
    ).toEqual([span('2026-11-24T00:00', '2026-11-25T00:00')]);
  });
});

describe('mergeIntervals', () => {
  it('joins stretches that touch or meet, in order', () => {
    expect(
      mergeIntervals([
        span('2026-11-26T00:00', '2026-11-27T00:00'),
        span('2026-11-24T00:00', '2026-11-25T00:00'),
        span('2026-11-25T00:00', '2026-11-26T00:00'),
        span('2026-11-28T10:00', '2026-11-28T12:00'),
      ]),
    ).toEqual([
      span('2026-11-24T00:00', '2026-11-27T00:00'),
      span('2026-11-28T10:00', '2026-11-28T12:00'),
    ]);
  });
});

describe('busyRange and busyText', () => {
  it('says a whole day as "all day"', () => {
    expect(busyLine(span('2026-11-24T00:00', '2026-11-25T00:00'))).toBe('Tue, Nov 24, all day');
  });

  it('says whole days in a row as one range', () => {
    expect(busyLine(span('2026-11-24T00:00', '2026-11-27T00:00'))).toBe(
      'Tue, Nov 24 – Thu, Nov 26, all day',
    );
  });

  it('says hours within a day, with midnight at the end as 24:00', () => {
    expect(busyLine(span('2026-11-25T10:00', '2026-11-25T12:30'))).toBe('Wed, Nov 25, 10:00–12:30');
    expect(busyLine(span('2026-11-25T22:00', '2026-11-26T00:00'))).toBe('Wed, Nov 25, 22:00–24:00');
  });

  it('says a stretch across midnight from day and time to day and time', () => {
    expect(busyLine(span('2026-12-31T22:00', '2027-01-02T10:00'))).toBe(
      'Thu, Dec 31, 22:00 – Sat, Jan 2, 10:00',
    );
  });

  it('gives <time> values: dates for whole days, date and time otherwise', () => {
    expect(busyText(span('2026-11-24T00:00', '2026-11-27T00:00'), 'en')).toMatchObject({
      fromValue: '2026-11-24',
      toValue: '2026-11-26',
    });
    expect(busyText(span('2026-11-25T10:00', '2026-11-25T12:30'), 'en')).toMatchObject({
      fromValue: '2026-11-25T10:00',
      toValue: '2026-11-25T12:30',
    });
  });
});

describe('windows', () => {
  it('lists six weeks from today', () => {
    expect(upcomingWindow('2026-11-23')).toEqual({ from: '2026-11-23', days: 42 });
    expect(windowInterval({ from: '2026-11-23', days: 42 })).toEqual(
      span('2026-11-23T00:00', '2027-01-04T00:00'),
    );
  });

  it('asks about a later booking’s own days', () => {
    const listed = windowInterval(upcomingWindow('2026-11-23'))!;
    const later = span('2027-03-01T22:00', '2027-03-03T01:00');
    expect(covers(listed, later)).toBe(false);
    expect(covers(listed, span('2026-11-30T00:00', '2026-12-01T00:00'))).toBe(true);
    expect(windowAround(later)).toEqual({ from: '2027-03-01', days: 3 });
    expect(windowAround(span('2027-03-01T00:00', '2027-03-02T00:00'))).toEqual({
      from: '2027-03-01',
      days: 1,
    });
  });
});

describe('checkAvailability', () => {
  // 11:00 on 23 November 2026 in Rome, the shop's time zone.
  const TODAY = { now: new Date('2026-11-23T10:00:00Z'), timeZone: 'Europe/Rome' };
  const single = (
    date: string,
    dayStart: string,
    rideHours: string,
    rideMinutes = '0',
  ): BookingTime => ({
    ...EMPTY_BOOKING_TIME,
    date,
    dayStart,
    rideHours,
    rideMinutes,
  });
  const several = (startDate: string, startTime: string, endDate: string, endTime: string) => ({
    ...EMPTY_BOOKING_TIME,
    multiDay: true,
    startDate,
    startTime,
    endDate,
    endTime,
  });
  // A morning ride on the 25th, 10:00–13:00.
  const busy = [span('2026-11-25T10:00', '2026-11-25T13:00')];
  const check = (time: BookingTime) =>
    checkAvailability(quoteBooking(time, hourly(10), TODAY), busy);

  it('turns a single day that meets a booking into the taken problem, with its duration', async () => {
    expect(check(single('2026-11-25', '11:00', '3'))).toEqual({
      ok: false,
      problem: 'taken',
      duration: 3,
    });
    // Starting before it and running into it.
    expect(check(single('2026-11-25', '08:00', '2', '30'))).toMatchObject({ problem: 'taken' });
    expect(problemText('taken', await bookingT(), TODAY.timeZone)).toBe(
      'Taken at that time: choose another time or another Vespa',
    );
  });

  it('judges a single day by its hours: the rest of a day with a morning ride stays bookable', () => {
    expect(check(single('2026-11-25', '14:00', '3'))).toEqual({
      ok: true,
      duration: 3,
      rideMinutes: 180,
      total: 30,
      cost: { days: 0, hours: 3, totalCents: 3000 },
      prices: hourly(10),
      date: '2026-11-25T14:00',
    });
    // Ending as the ride starts, or starting as it ends: they only touch.
    expect(check(single('2026-11-25', '08:00', '2')).ok).toBe(true);
    expect(check(single('2026-11-25', '13:00', '1')).ok).toBe(true);
  });

  it('finds a day booked whole (a date-only booking of the replaced client) taken at any hour', () => {
    const wholeDay = [span('2026-11-26T00:00', '2026-11-27T00:00')];
    const at = (start: string) =>
      checkAvailability(
        quoteBooking(single('2026-11-26', start, '1'), hourly(10), TODAY),
        wholeDay,
      );
    expect(at('00:00')).toMatchObject({ problem: 'taken' });
    expect(at('23:00')).toMatchObject({ problem: 'taken' });
    // The evening before, into its midnight: touching, free.
    expect(
      checkAvailability(
        quoteBooking(single('2026-11-25', '23:00', '1'), hourly(10), TODAY),
        wholeDay,
      ).ok,
    ).toBe(true);
  });

  it('judges several days the same way', () => {
    const before = quoteBooking(
      several('2026-11-24', '20:00', '2026-11-25', '10:00'),
      hourly(10),
      TODAY,
    );
    expect(checkAvailability(before, busy).ok).toBe(true);
    const into = quoteBooking(
      several('2026-11-24', '20:00', '2026-11-25', '10:30'),
      hourly(10),
      TODAY,
    );
    expect(checkAvailability(into, busy)).toMatchObject({ ok: false, problem: 'taken' });
  });

  it('leaves a quote that cannot be booked anyway as it is', () => {
    const past = quoteBooking(single('2026-11-20', '11:00', '1'), hourly(10), TODAY);
    expect(checkAvailability(past, busy)).toEqual(past);
  });
});

// `npm test` runs this file in UTC, Europe/Rome and America/New_York: busy times are the
// motorcycle's wall clock, shown as booked whatever the browser's zone and its clock changes.
describe('across a daylight-saving change', () => {
  it('says a stretch over the night Europe moves its clocks forward as booked', () => {
    expect(busyLine(span('2027-03-27T22:00', '2027-03-28T10:00'))).toBe(
      'Sat, Mar 27, 22:00 – Sun, Mar 28, 10:00',
    );
    expect(busyLine(span('2027-03-28T00:00', '2027-03-29T00:00'))).toBe('Sun, Mar 28, all day');
    // 02:30 does not exist on Rome's clocks that night; the motorcycle's clock has it.
    expect(busyLine(span('2027-03-28T02:00', '2027-03-28T03:00'))).toBe('Sun, Mar 28, 02:00–03:00');
  });

  it('says a stretch over the night North America moves its clocks back as booked', () => {
    expect(busyLine(span('2027-11-06T22:00', '2027-11-07T10:00'))).toBe(
      'Sat, Nov 6, 22:00 – Sun, Nov 7, 10:00',
    );
    expect(busyLine(span('2027-11-07T01:00', '2027-11-07T02:00'))).toBe('Sun, Nov 7, 01:00–02:00');
  });

  it('lists six weeks of whole days over a change, and asks about a later booking’s own days', () => {
    expect(windowInterval({ from: '2027-03-01', days: 42 })).toEqual(
      span('2027-03-01T00:00', '2027-04-12T00:00'),
    );
    expect(windowAround(span('2027-10-30T22:00', '2027-10-31T10:00'))).toEqual({
      from: '2027-10-30',
      days: 2,
    });
  });

  it('finds a booking over the night the clocks change taken by one that meets it', () => {
    const busy = [span('2027-03-28T02:00', '2027-03-28T03:00')];
    const overnight = (endTime: string): BookingTime => ({
      ...EMPTY_BOOKING_TIME,
      multiDay: true,
      startDate: '2027-03-27',
      startTime: '22:00',
      endDate: '2027-03-28',
      endTime,
    });
    const shop = { now: new Date('2026-11-23T10:00:00Z'), timeZone: 'Europe/Rome' };
    const into = quoteBooking(overnight('02:30'), hourly(10), shop);
    expect(checkAvailability(into, busy)).toEqual({ ok: false, problem: 'taken', duration: 4.5 });
    const before = quoteBooking(overnight('02:00'), hourly(10), shop);
    expect(checkAvailability(before, busy)).toMatchObject({ ok: true, duration: 4 });
  });
});
