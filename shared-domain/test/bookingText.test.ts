import { bookingTimeText } from '../src';

describe('bookingTimeText', () => {
  it('shows a single-day booking as its day', () => {
    expect(bookingTimeText('2026-11-24', 2.5)).toEqual({ start: 'Tue, Nov 24, 2026' });
  });

  it('shows a several-days booking from its start to its end, across a year boundary', () => {
    expect(bookingTimeText('2026-12-31T22:00', 36)).toEqual({
      start: 'Thu, Dec 31, 2026, 22:00',
      end: 'Sat, Jan 2, 2027, 10:00',
    });
  });

  it('keeps the wall-clock time whatever the browser’s zone (no shift at midnight)', () => {
    expect(bookingTimeText('2027-03-28T00:00', 1.5)).toEqual({
      start: 'Sun, Mar 28, 2027, 00:00–01:30',
      withinDay: true,
    });
  });

  it('says a ride from a start time within its day as its day and both times', () => {
    expect(bookingTimeText('2026-12-05T10:00', 3, 'en')).toEqual({
      start: 'Sat, Dec 5, 2026, 10:00–13:00',
      withinDay: true,
    });
    expect(bookingTimeText('2026-12-05T10:00', 3, 'it')).toEqual({
      start: 'sab 5 dic 2026, 10:00–13:00',
      withinDay: true,
    });
    // The length as booked: 2.3 hours is 2 h 18 min.
    expect(bookingTimeText('2026-12-05T10:00', 2.3, 'en').start).toBe(
      'Sat, Dec 5, 2026, 10:00–12:18',
    );
  });

  it('ends a ride at midnight at 24:00, and a ride into the next day on that day', () => {
    expect(bookingTimeText('2026-12-05T21:00', 3, 'en').start).toBe(
      'Sat, Dec 5, 2026, 21:00–24:00',
    );
    expect(bookingTimeText('2026-12-05T22:00', 3, 'en')).toEqual({
      start: 'Sat, Dec 5, 2026, 22:00',
      end: 'Sun, Dec 6, 2026, 01:00',
    });
  });

  it('shows an unreadable date as it came', () => {
    expect(bookingTimeText('someday', 2)).toEqual({ start: 'someday' });
  });
});
