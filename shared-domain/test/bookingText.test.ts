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
      start: 'Sun, Mar 28, 2027, 00:00',
      end: 'Sun, Mar 28, 2027, 01:30',
    });
  });

  it('shows an unreadable date as it came', () => {
    expect(bookingTimeText('someday', 2)).toEqual({ start: 'someday' });
  });
});
