import { reservationPhase } from '../src/reservations/phase';

const ROME = 'Europe/Rome';

describe('reservationPhase', () => {
  // 06:30 in Rome (UTC+1), the shop's time zone; 17:30 the day before at UTC−12.
  const now = new Date('2026-11-23T05:30:00Z');

  it("is upcoming until the start has come on the shop's clock", () => {
    expect(reservationPhase('2026-11-24', 2, now, ROME)).toBe('upcoming');
    expect(reservationPhase('2026-11-23T06:31', 2, now, ROME)).toBe('upcoming');
    expect(reservationPhase('2026-11-23T06:30', 2, now, ROME)).toBe('started');
    // A ride booked for today has started at the shop's midnight, though not yet at UTC−12.
    expect(reservationPhase('2026-11-23', 2, now, ROME)).toBe('started');
    // The same instant is still the 22nd in Los Angeles.
    expect(reservationPhase('2026-11-23', 2, now, 'America/Los_Angeles')).toBe('upcoming');
  });

  it("has ended once its end has come on the shop's clock", () => {
    expect(reservationPhase('2026-11-20', 2, now, ROME)).toBe('ended');
    expect(reservationPhase('2026-11-22', 48, now, ROME)).toBe('started');
    expect(reservationPhase('2026-11-23T04:30', 2, now, ROME)).toBe('ended');
    expect(reservationPhase('2026-11-23T04:30', 2.1, now, ROME)).toBe('started');
  });
});

// `npm test` runs this file in UTC, Europe/Rome and America/New_York: the shop's clock reads the
// same in every one of them.
describe("reservationPhase on the nights the shop's clocks change", () => {
  it('going forward (28 March 2027): 03:00 in Rome comes at 01:00 UTC', () => {
    const before = new Date('2027-03-28T00:59:00Z');
    const after = new Date('2027-03-28T01:00:00Z');
    expect(reservationPhase('2027-03-28T03:00', 2, before, ROME)).toBe('upcoming');
    expect(reservationPhase('2027-03-28T03:00', 2, after, ROME)).toBe('started');
    // A ride ending at 03:00 on the shop's clock has ended, with 02:00–03:00 never having come.
    expect(reservationPhase('2027-03-27T12:00', 15, after, ROME)).toBe('ended');
    expect(reservationPhase('2027-03-27T12:00', 15, before, ROME)).toBe('started');
  });

  it('going back (31 October 2027): the day starts at 22:00 UTC, summer time', () => {
    expect(reservationPhase('2027-10-31', 2, new Date('2027-10-30T21:59:00Z'), ROME)).toBe(
      'upcoming',
    );
    expect(reservationPhase('2027-10-31', 2, new Date('2027-10-30T22:00:00Z'), ROME)).toBe(
      'started',
    );
  });
});
