import { EMPTY_ENTERED_TIME, nextWholeHour, withDayStart } from '../src/reserve/dayStart';
import { requestedTime } from '../src/reserve/useBookingTime';

const ROME = 'Europe/Rome';
/** 10:20 on 24 November 2026 in Rome (09:20 UTC, 04:20 in New York). */
const CLOCK = { now: new Date('2026-11-24T09:20:00Z'), timeZone: ROME };

// `npm test` runs this file in UTC, Europe/Rome and America/New_York: the hour is the shop's.
describe("the single day's default start: the next whole hour on the shop's clock", () => {
  it("is the hour after the shop's now, whatever the browser's zone", () => {
    expect(nextWholeHour(CLOCK)).toBe('11:00');
    expect(nextWholeHour({ ...CLOCK, timeZone: 'America/New_York' })).toBe('05:00');
    // On the hour, the next one.
    expect(nextWholeHour({ now: new Date('2026-11-24T09:00:00Z'), timeZone: ROME })).toBe('11:00');
  });

  it('is 00:00 from 23:00, the date left to the rider', () => {
    expect(nextWholeHour({ now: new Date('2026-11-24T22:30:00Z'), timeZone: ROME })).toBe('00:00');
  });

  it('passes over the hour the clocks skip: 03:00 after 01:30 the night Rome goes forward', () => {
    expect(nextWholeHour({ now: new Date('2027-03-28T00:30:00Z'), timeZone: ROME })).toBe('03:00');
  });

  it('fills in a start the rider has not set, and keeps one they set or emptied', () => {
    expect(withDayStart(EMPTY_ENTERED_TIME, CLOCK).dayStart).toBe('11:00');
    expect(withDayStart({ ...EMPTY_ENTERED_TIME, dayStart: '09:30' }, CLOCK).dayStart).toBe(
      '09:30',
    );
    expect(withDayStart({ ...EMPTY_ENTERED_TIME, dayStart: '' }, CLOCK).dayStart).toBe('');
  });
});

describe("the catalogue's window in router state", () => {
  it('fills one day when from and to are on the same day: its date, start and length', () => {
    expect(
      requestedTime({ motorcycleId: 2, from: '2026-12-05T10:00', to: '2026-12-05T13:15' }, CLOCK),
    ).toEqual({
      ...EMPTY_ENTERED_TIME,
      date: '2026-12-05',
      dayStart: '10:00',
      rideHours: '3',
      rideMinutes: '15',
    });
  });

  it('fills several days when they are on different days', () => {
    expect(requestedTime({ from: '2026-12-05T22:00', to: '2026-12-07T10:00' }, CLOCK)).toEqual({
      ...EMPTY_ENTERED_TIME,
      multiDay: true,
      startDate: '2026-12-05',
      startTime: '22:00',
      endDate: '2026-12-07',
      endTime: '10:00',
    });
  });

  it.each([
    ['no state', undefined],
    ['the motorcycle alone', { motorcycleId: 2 }],
    ['from alone', { from: '2026-12-05T10:00' }],
    ['numbers', { from: 1, to: 2 }],
    ['dates without a time', { from: '2026-12-05', to: '2026-12-06' }],
    ['a day that does not exist', { from: '2027-02-29T10:00', to: '2027-02-29T12:00' }],
    ['an hour that does not exist', { from: '2026-12-05T25:00', to: '2026-12-05T26:00' }],
    ['the end before the start', { from: '2026-12-05T13:00', to: '2026-12-05T10:00' }],
    ['the end at the start', { from: '2026-12-05T10:00', to: '2026-12-05T10:00' }],
    ['a start earlier today', { from: '2026-11-24T09:00', to: '2026-11-24T12:00' }],
    ['a day before today', { from: '2026-11-20T10:00', to: '2026-11-21T10:00' }],
    ['a start the clocks skip', { from: '2027-03-28T02:30', to: '2027-03-28T05:00' }],
    ['more than 720 hours', { from: '2026-12-01T10:00', to: '2027-01-01T10:00' }],
    ['more than 365 days ahead', { from: '2028-01-05T10:00', to: '2028-01-05T12:00' }],
  ])('is ignored for %s', (_case, state) => {
    expect(requestedTime(state, CLOCK)).toBeNull();
  });
});
