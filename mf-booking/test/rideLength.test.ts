import { rideLengthClock, rideLengthText } from '../src/reserve/rideLength';

describe('the ride length', () => {
  it('becomes the HH:mm the single-day rule reads, an empty box counting as 0', () => {
    expect(rideLengthClock('2', '30')).toBe('02:30');
    expect(rideLengthClock('', '5')).toBe('00:05');
    expect(rideLengthClock('23', '')).toBe('23:00');
    expect(rideLengthClock('24', '0')).toBeNull();
    expect(rideLengthClock('1', '75')).toBeNull();
    expect(rideLengthClock('1e1', '0')).toBeNull();
  });

  it('reads as a length, not a time of day', () => {
    expect(rideLengthText(150)).toBe('2 h 30 min');
    expect(rideLengthText(120)).toBe('2 h');
    expect(rideLengthText(30)).toBe('30 min');
    expect(rideLengthText(14 * 60 + 5)).toBe('14 h 5 min');
  });
});
