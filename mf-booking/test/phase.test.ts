import { reservationPhase } from '../src/reservations/phase';

describe('reservationPhase', () => {
  const now = new Date('2026-11-23T05:30:00Z');

  it('is upcoming until the start has passed everywhere on earth (UTC−12)', () => {
    expect(reservationPhase('2026-11-24', 2, now)).toBe('upcoming');
    // Today's 00:00 has not come yet at UTC−12 (it is 17:30 yesterday there).
    expect(reservationPhase('2026-11-23', 2, now)).toBe('upcoming');
    expect(reservationPhase('2026-11-22T17:31', 2, now)).toBe('upcoming');
    expect(reservationPhase('2026-11-22T17:30', 24, now)).toBe('started');
  });

  it('has ended once its end has passed on this clock', () => {
    expect(reservationPhase('2026-11-20', 2, now)).toBe('ended');
    expect(reservationPhase('2026-11-22', 48, now)).toBe('started');
  });
});

// `npm test` runs this file in UTC, Europe/Rome and America/New_York (the zones this case
// knows). Whether a ride has ended is read on the browser's own clock, which on this night has
// just moved forward in Rome.
describe('reservationPhase on the night Europe moves its clocks forward', () => {
  // 01:30 UTC: 03:30 in Rome (02:00 became 03:00 at 01:00 UTC), 21:30 the evening before in
  // New York.
  const now = new Date('2027-03-28T01:30:00Z');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // A ride ending at 03:00 on the motorcycle's clock: past in Rome, not yet in UTC or New York.
  const endedAtThree: Record<string, string> = {
    UTC: 'started',
    'Europe/Rome': 'ended',
    'America/New_York': 'started',
  };

  it(`reads the end of a ride on this browser's clock (${zone})`, () => {
    expect(reservationPhase('2027-03-27T12:00', 15, now)).toBe(endedAtThree[zone]);
    // Ending at 04:00: not yet past in any of the three.
    expect(reservationPhase('2027-03-27T12:00', 16, now)).toBe('started');
  });
});
