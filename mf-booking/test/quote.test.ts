import {
  EMPTY_BOOKING_TIME,
  problemText,
  quoteBooking,
  type BookingTime,
} from '../src/reserve/quote';
import { stillNeeded, stillNeededText } from '../src/reserve/stillNeeded';
import { bookingT } from './support/i18n';
import { hourly } from './support/prices';

const ROME = 'Europe/Rome';
const TODAY = '2026-11-24';
/** 10:00 on TODAY in Rome, the shop's time zone. */
const CLOCK = { now: new Date('2026-11-24T09:00:00Z'), timeZone: ROME };
/** One day from `dayStart` (12:00 unless said: after CLOCK's now on TODAY). */
const single = (
  date: string,
  rideHours: string,
  rideMinutes: string,
  dayStart = '12:00',
): BookingTime => ({
  ...EMPTY_BOOKING_TIME,
  date,
  dayStart,
  rideHours,
  rideMinutes,
});
const several = (
  startDate: string,
  startTime: string,
  endDate: string,
  endTime: string,
): BookingTime => ({
  ...EMPTY_BOOKING_TIME,
  multiDay: true,
  startDate,
  startTime,
  endDate,
  endTime,
});

describe('quoteBooking', () => {
  it('reads a single day’s length as hours plus minutes/60 and sends the day with its start', () => {
    expect(quoteBooking(single('2026-11-24', '2', '30', '10:30'), hourly(12.5), CLOCK)).toEqual({
      ok: true,
      duration: 2.5,
      rideMinutes: 150,
      total: 31.25,
      cost: { days: 0, hours: 2.5, totalCents: 3125 },
      prices: hourly(12.5),
      date: '2026-11-24T10:30',
    });
  });

  it('takes an empty box of the length as 0 and a length over 12 hours as it is', () => {
    expect(quoteBooking(single('2026-11-24', '', '30'), hourly(10), CLOCK)).toMatchObject({
      ok: true,
      duration: 0.5,
      rideMinutes: 30,
    });
    expect(quoteBooking(single('2026-11-24', '14', ''), hourly(10), CLOCK)).toMatchObject({
      ok: true,
      duration: 14,
      total: 140,
    });
  });

  it('refuses a length a single day cannot hold or that is not in whole numbers', () => {
    for (const [hours, minutes] of [
      ['24', '0'],
      ['2', '60'],
      ['1.5', '0'],
      ['-1', '0'],
    ] as const) {
      expect(quoteBooking(single('2026-11-24', hours, minutes), hourly(10), CLOCK)).toEqual({
        ok: false,
        problem: 'badLength',
      });
    }
  });

  it('rounds the duration to one decimal before the total (00:20 → 0.3 h)', () => {
    expect(quoteBooking(single('2026-12-01', '0', '20'), hourly(13.9), CLOCK)).toMatchObject({
      ok: true,
      duration: 0.3,
      total: 4.17,
    });
  });

  it('has no total for 00:00 on a single day', () => {
    expect(quoteBooking(single('2026-11-25', '0', '0'), hourly(12.5), CLOCK)).toEqual({
      ok: false,
      problem: 'zeroTime',
    });
  });

  it('has no total for a date before today, and accepts today itself', () => {
    expect(quoteBooking(single('2026-11-23', '3', '0'), hourly(12.5), CLOCK)).toEqual({
      ok: false,
      problem: 'past',
    });
    expect(quoteBooking(single(TODAY, '3', '0'), hourly(12.5), CLOCK).ok).toBe(true);
  });

  it("has no total for a single day's start earlier today on the shop's clock, and accepts the minute now", () => {
    expect(quoteBooking(single(TODAY, '3', '0', '09:59'), hourly(12.5), CLOCK)).toEqual({
      ok: false,
      problem: 'startPassed',
    });
    expect(quoteBooking(single(TODAY, '3', '0', '10:00'), hourly(12.5), CLOCK)).toMatchObject({
      ok: true,
      date: `${TODAY}T10:00`,
    });
  });

  it("has no total for a start earlier today on the shop's clock, and accepts the minute now", () => {
    expect(quoteBooking(several(TODAY, '09:59', '2026-11-25', '10:00'), hourly(10), CLOCK)).toEqual(
      {
        ok: false,
        problem: 'startPassed',
      },
    );
    expect(
      quoteBooking(several(TODAY, '10:00', '2026-11-25', '10:00'), hourly(10), CLOCK),
    ).toMatchObject({
      ok: true,
      duration: 24,
    });
  });

  it("reads today and now in the shop's time zone, whatever the browser's", () => {
    // 23:30 UTC: already 00:30 on the 25th in Rome, 18:30 on the 24th in New York.
    const lateEvening = new Date('2026-11-24T23:30:00Z');
    const inRome = { now: lateEvening, timeZone: ROME };
    const inNewYork = { now: lateEvening, timeZone: 'America/New_York' };
    expect(quoteBooking(single(TODAY, '1', '0'), hourly(10), inRome)).toEqual({
      ok: false,
      problem: 'past',
    });
    expect(quoteBooking(single(TODAY, '1', '0', '19:00'), hourly(10), inNewYork).ok).toBe(true);
    expect(quoteBooking(single(TODAY, '1', '0', '18:00'), hourly(10), inNewYork)).toEqual({
      ok: false,
      problem: 'startPassed',
    });
    expect(
      quoteBooking(several(TODAY, '18:00', '2026-11-25', '10:00'), hourly(10), inNewYork),
    ).toEqual({
      ok: false,
      problem: 'startPassed',
    });
    expect(
      quoteBooking(several('2026-11-25', '00:45', '2026-11-25', '10:00'), hourly(10), inRome).ok,
    ).toBe(true);
  });

  it('reads the night the clocks go forward in Rome: 03:00 follows 01:59', () => {
    const justAfter = { now: new Date('2027-03-28T01:00:00Z'), timeZone: ROME };
    const justBefore = { now: new Date('2027-03-28T00:59:00Z'), timeZone: ROME };
    const at = (time: string) => several('2027-03-28', time, '2027-03-28', '12:00');
    // 02:30 never comes that night: refused, with the start to name the change.
    expect(quoteBooking(at('02:30'), hourly(10), justBefore)).toEqual({
      ok: false,
      problem: 'skippedTime',
      date: '2027-03-28T02:30',
    });
    expect(quoteBooking(at('01:59'), hourly(10), justBefore).ok).toBe(true);
    expect(quoteBooking(at('02:30'), hourly(10), justAfter)).toEqual({
      ok: false,
      problem: 'startPassed',
    });
    expect(quoteBooking(at('03:00'), hourly(10), justAfter).ok).toBe(true);
    // 28 March began at 23:00 UTC, winter time.
    const lastMinuteOf27 = { now: new Date('2027-03-27T22:59:00Z'), timeZone: ROME };
    const firstOf28 = { now: new Date('2027-03-27T23:00:00Z'), timeZone: ROME };
    expect(
      quoteBooking(single('2027-03-27', '1', '0', '23:59'), hourly(10), lastMinuteOf27).ok,
    ).toBe(true);
    expect(quoteBooking(single('2027-03-27', '1', '0', '23:59'), hourly(10), firstOf28)).toEqual({
      ok: false,
      problem: 'past',
    });
    // A single day's start is refused like several days' in the hour that never comes.
    expect(quoteBooking(single('2027-03-28', '1', '0', '02:30'), hourly(10), justBefore)).toEqual({
      ok: false,
      problem: 'skippedTime',
      date: '2027-03-28T02:30',
    });
  });

  it('counts several days from start to end and sends the start with its time', () => {
    expect(
      quoteBooking(several('2026-12-31', '22:00', '2027-01-01', '10:30'), hourly(10), CLOCK),
    ).toEqual({
      ok: true,
      duration: 12.5,
      total: 125,
      cost: { days: 0, hours: 12.5, totalCents: 12500 },
      prices: hourly(10),
      date: '2026-12-31T22:00',
    });
  });

  it('has no total when the end is before or at the start', () => {
    const before = several('2026-11-26', '10:00', '2026-11-25', '12:00');
    const same = several('2026-11-26', '10:00', '2026-11-26', '10:00');
    expect(quoteBooking(before, hourly(10), CLOCK)).toEqual({
      ok: false,
      problem: 'endNotAfterStart',
    });
    expect(quoteBooking(same, hourly(10), CLOCK)).toEqual({
      ok: false,
      problem: 'endNotAfterStart',
    });
  });

  it('has no total for a start date before today even when the end is later', () => {
    expect(
      quoteBooking(several('2026-11-23', '10:00', '2026-11-26', '10:00'), hourly(10), CLOCK),
    ).toEqual({
      ok: false,
      problem: 'past',
    });
  });

  it('refuses a start more than 365 days ahead, as the api does', () => {
    expect(quoteBooking(single('2027-11-24', '1', '0'), hourly(10), CLOCK)).toMatchObject({
      ok: true,
    });
    expect(quoteBooking(single('2027-11-25', '1', '0'), hourly(10), CLOCK)).toEqual({
      ok: false,
      problem: 'tooFar',
    });
    expect(
      quoteBooking(several('2027-11-25', '10:00', '2027-11-26', '10:00'), hourly(10), CLOCK),
    ).toEqual({
      ok: false,
      problem: 'tooFar',
    });
  });

  it('refuses more than 720 hours, as the api does', () => {
    expect(
      quoteBooking(several('2026-12-01', '00:00', '2026-12-31', '00:30'), hourly(10), CLOCK),
    ).toEqual({
      ok: false,
      problem: 'tooLong',
      duration: 720.5,
    });
    expect(
      quoteBooking(several('2026-12-01', '00:00', '2026-12-31', '00:00'), hourly(10), CLOCK),
    ).toEqual({
      ok: true,
      duration: 720,
      total: 7200,
      cost: { days: 0, hours: 720, totalCents: 720000 },
      prices: hourly(10),
      date: '2026-12-01T00:00',
    });
  });

  it('waits for every field, a real date and a motorcycle', () => {
    expect(quoteBooking(single('2026-11-25', '', ''), hourly(10), CLOCK)).toEqual({
      ok: false,
      problem: 'incomplete',
    });
    expect(quoteBooking(several('2026-11-25', '10:00', '', '11:00'), hourly(10), CLOCK).ok).toBe(
      false,
    );
    expect(quoteBooking(single('2027-02-29', '1', '0'), hourly(10), CLOCK).ok).toBe(false);
    // A start time emptied by the rider.
    expect(quoteBooking(single('2026-11-25', '1', '0', ''), hourly(10), CLOCK)).toEqual({
      ok: false,
      problem: 'incomplete',
    });
    expect(quoteBooking(single('2026-11-25', '1', '0'), undefined, CLOCK)).toEqual({
      ok: false,
      problem: 'noMotorcycle',
      duration: 1,
      rideMinutes: 60,
    });
  });

  it('has no total for a motorcycle with no booking price', () => {
    expect(quoteBooking(single('2026-11-25', '1', '0'), hourly(0), CLOCK)).toMatchObject({
      ok: false,
      problem: 'noPrice',
    });
  });
});

describe('stillNeeded', () => {
  const EVERYTHING = { rider: true, motorcycle: true };
  const NO_MOTORCYCLE = { rider: true, motorcycle: false };

  it('lists what a single day still lacks before a total, in the form’s order', async () => {
    // The form fills in a start (the next whole hour); a start the rider emptied is asked for.
    const needed = stillNeeded({ ...EMPTY_BOOKING_TIME, dayStart: '10:00' }, NO_MOTORCYCLE);
    expect(needed).toEqual(['motorcycle', 'date', 'rideHours']);
    expect(stillNeeded(single('2026-11-25', '', '45'), EVERYTHING)).toEqual([]);
    expect(stillNeededText(needed, await bookingT(), 'en')).toBe(
      'Still needed for Book Now: a motorcycle, the date, and the ride length.',
    );
    const all = stillNeeded(EMPTY_BOOKING_TIME, NO_MOTORCYCLE);
    expect(all).toEqual(['motorcycle', 'date', 'dayStart', 'rideHours']);
    expect(stillNeededText(all, await bookingT(), 'en')).toBe(
      'Still needed for Book Now: a motorcycle, the date, the start time, and the ride length.',
    );
    expect(stillNeededText([], await bookingT(), 'en')).toBeNull();
  });

  it('says what is still needed in Italian, listed the Italian way', async () => {
    expect(stillNeededText(['motorcycle', 'date', 'rideHours'], await bookingT('it'), 'it')).toBe(
      'Da completare per Prenota ora: una moto, la data e la durata.',
    );
    expect(stillNeededText(['dayStart', 'rideHours'], await bookingT('it'), 'it')).toBe(
      'Da completare per Prenota ora: l’ora di ritiro e la durata.',
    );
  });

  it('asks the desk for the rider first', async () => {
    const needed = stillNeeded(EMPTY_BOOKING_TIME, { rider: false, motorcycle: false });
    expect(needed).toEqual(['rider', 'motorcycle', 'date', 'dayStart', 'rideHours']);
    expect(stillNeededText(['rider', 'date'], await bookingT(), 'en')).toBe(
      'Still needed for Book Now: the rider and the date.',
    );
    expect(stillNeededText(['rider'], await bookingT('it'), 'it')).toBe(
      'Da completare per Prenota ora: il cliente.',
    );
  });

  it('lists the from/to dates and times of several days', () => {
    expect(stillNeeded(several('2026-11-25', '', '', '11:00'), EVERYTHING)).toEqual([
      'startTime',
      'endDate',
    ]);
  });
});

describe('problemText', () => {
  it('explains each problem and stays quiet while the rider is still typing', async () => {
    const t = await bookingT();
    expect(problemText('past', t, ROME)).toBe("Date can't be in the past");
    expect(problemText('startPassed', t, ROME)).toBe(
      "Date can't be in the past: that time has already passed in Rome",
    );
    expect(problemText('startPassed', t, 'America/New_York')).toBe(
      "Date can't be in the past: that time has already passed in New York",
    );
    expect(problemText('tooFar', t, ROME)).toBe("Date can't be more than 365 days ahead");
    expect(problemText('endNotAfterStart', t, ROME)).toBe('The end must be after the start.');
    expect(problemText('incomplete', t, ROME)).toBeNull();
  });
});

describe('quoteBooking for a motorcycle with a day price', () => {
  const scooter = { bookingPricePerHour: 10, dayPrice: 45 };

  it('charges a 3-day trip three day prices, across a clock change too (72 hours on the wall clock)', () => {
    for (const [from, to] of [
      ['2027-03-26', '2027-03-29'],
      ['2027-10-29', '2027-11-01'],
      ['2026-12-04', '2026-12-07'],
    ] as const) {
      expect(quoteBooking(several(from, '10:00', to, '10:00'), scooter, CLOCK)).toEqual({
        ok: true,
        duration: 72,
        total: 135,
        cost: { days: 3, hours: 0, totalCents: 13500 },
        prices: scooter,
        date: `${from}T10:00`,
      });
    }
  });

  it('charges the hours of a started day that cost less than the day price', () => {
    const dearer = { bookingPricePerHour: 10, dayPrice: 70 };
    expect(
      quoteBooking(several('2026-12-04', '10:00', '2026-12-05', '16:00'), dearer, CLOCK),
    ).toMatchObject({
      ok: true,
      duration: 30,
      total: 130,
      cost: { days: 1, hours: 6, totalCents: 13000 },
    });
  });
});

// `npm test` runs this file in UTC, Europe/Rome and America/New_York: the form's times are the
// motorcycle's wall clock, so a night when the browser's clocks change lasts as long as any other.
describe('across a daylight-saving change', () => {
  it.each([
    ['Europe moves its clocks forward', '2027-03-27', '2027-03-28'],
    ['North America moves its clocks forward', '2027-03-13', '2027-03-14'],
    ['Europe moves its clocks back', '2027-10-30', '2027-10-31'],
    ['North America moves its clocks back', '2027-11-06', '2027-11-07'],
  ])('counts 12 hours from 22:00 to 10:00 the night %s', (_night, start, end) => {
    expect(quoteBooking(several(start, '22:00', end, '10:00'), hourly(12.5), CLOCK)).toEqual({
      ok: true,
      duration: 12,
      total: 150,
      cost: { days: 0, hours: 12, totalCents: 15000 },
      prices: hourly(12.5),
      date: `${start}T22:00`,
    });
  });

  it('counts a single day’s hours on the day the clocks change, and sends the day with its start', () => {
    expect(quoteBooking(single('2027-03-28', '2', '30', '01:00'), hourly(10), CLOCK)).toEqual({
      ok: true,
      duration: 2.5,
      rideMinutes: 150,
      total: 25,
      cost: { days: 0, hours: 2.5, totalCents: 2500 },
      prices: hourly(10),
      date: '2027-03-28T01:00',
    });
  });
});
