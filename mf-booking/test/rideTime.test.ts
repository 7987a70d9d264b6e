import { rideTimeText } from '../src/lib/rideTime';

// How My reservations, the confirmation and the buttons' names say when a ride is.
describe('rideTimeText', () => {
  it("says a day without a time (the replaced app's client) as its day", () => {
    expect(rideTimeText('2026-12-05', 3, 'en')).toEqual({ start: 'Sat, Dec 5, 2026' });
  });

  it('says a ride from a start time within its day as its day and both times', () => {
    expect(rideTimeText('2026-12-05T10:00', 3, 'en')).toEqual({
      start: 'Sat, Dec 5, 2026, 10:00–13:00',
      withinDay: true,
    });
    expect(rideTimeText('2026-12-05T10:00', 3, 'it')).toEqual({
      start: 'sab 5 dic 2026, 10:00–13:00',
      withinDay: true,
    });
    // The length as booked: 2.3 hours is 2 h 18 min.
    expect(rideTimeText('2026-12-05T10:00', 2.3, 'en').start).toBe('Sat, Dec 5, 2026, 10:00–12:18');
  });

  it('ends a ride at midnight at 24:00, and a ride into the next day on that day', () => {
    expect(rideTimeText('2026-12-05T21:00', 3, 'en').start).toBe('Sat, Dec 5, 2026, 21:00–24:00');
    expect(rideTimeText('2026-12-05T22:00', 3, 'en')).toEqual({
      start: 'Sat, Dec 5, 2026, 22:00',
      end: 'Sun, Dec 6, 2026, 01:00',
    });
  });

  it('shows an unreadable date as it came', () => {
    expect(rideTimeText('someday', 2, 'en')).toEqual({ start: 'someday' });
  });
});
