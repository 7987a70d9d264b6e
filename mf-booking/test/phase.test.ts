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
