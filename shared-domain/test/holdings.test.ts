import { bookingInterval, holdingIssue, type Interval, mostAtOnce } from '../src';

const held = (date: string, hours: number): Interval => {
  const interval = bookingInterval(date, hours);
  if (!interval) throw new Error(`not a booking: ${date}`);
  return interval;
};
// 10:00 on 1 June 2030 on the shop's clock, read as UTC as bookingInterval's times are.
const NOW = Date.parse('2030-06-01T10:00Z');

describe('mostAtOnce', () => {
  const window = held('2030-06-10', 24 * 7);

  it('counts what covers one instant, not everything that overlaps', () => {
    const days = ['2030-06-10', '2030-06-12', '2030-06-14'].map((day) => held(day, 2));
    expect(mostAtOnce(days, window)).toBe(1);
    expect(mostAtOnce([...days, held('2030-06-12T10:00', 3)], window)).toBe(2);
  });

  it('does not count intervals that only touch', () => {
    expect(mostAtOnce([held('2030-06-10', 2), held('2030-06-11', 2)], window)).toBe(1);
    expect(mostAtOnce([held('2030-06-10T08:00', 2), held('2030-06-10T10:00', 2)], window)).toBe(1);
  });

  it('looks only inside the window', () => {
    const three = [held('2030-06-20', 2), held('2030-06-20', 2), held('2030-06-20', 2)];
    expect(mostAtOnce(three, window)).toBe(0);
    expect(mostAtOnce(three, held('2030-06-20T23:00', 5))).toBe(3);
  });
});

describe('holdingIssue', () => {
  // A: all of 10 June; B: 09:00–13:00 that day; C: noon on the 9th to 06:00 on the 10th.
  const a = held('2030-06-10', 5);
  const b = held('2030-06-10T09:00', 4);
  const c = held('2030-06-09T12:00', 18);

  it('refuses a fourth reservation at an instant three already hold', () => {
    expect(holdingIssue([a, b], held('2030-06-10T12:00', 1), NOW)).toBeNull();
    expect(
      holdingIssue([a, b, held('2030-06-10T11:30', 1)], held('2030-06-10T12:00', 1), NOW),
    ).toBe('overlapping');
  });

  it('allows one that overlaps three which never hold one instant together', () => {
    // 05:00–10:00 meets A, B and C, but C has ended before B starts: two at once at most.
    expect(holdingIssue([a, b, c], held('2030-06-10T05:00', 5), NOW)).toBeNull();
  });

  it('allows one-day rides on three days inside a week of a fourth, in either order', () => {
    const week = held('2030-06-10', 24 * 7);
    const days = ['2030-06-10', '2030-06-12', '2030-06-14'].map((day) => held(day, 2));
    expect(holdingIssue([week, ...days.slice(0, 2)], days[2] as Interval, NOW)).toBeNull();
    expect(holdingIssue(days, week, NOW)).toBeNull();
  });

  it('counts only what lies ahead: a reservation that has ended holds nothing', () => {
    const ended = [held('2030-05-31', 2), held('2030-05-31', 2), held('2030-05-31', 2)];
    expect(holdingIssue(ended, held('2030-05-31T20:00', 30), NOW)).toBeNull();
  });

  it('allows 720 hours ahead in all, not a tenth of an hour more', () => {
    const month = held('2030-06-02', 720);
    expect(holdingIssue([], month, NOW)).toBeNull();
    expect(holdingIssue([month], held('2030-08-01', 1), NOW)).toBe('hours');
  });

  it('does not count the part of a ride already passed', () => {
    // Ten days into a ride of thirty: twenty days are left, so ten days more fit.
    const riding = held('2030-05-22T10:00', 720);
    expect(holdingIssue([riding], held('2030-08-01T00:00', 240), NOW)).toBeNull();
    expect(holdingIssue([riding], held('2030-08-01T00:00', 240.1), NOW)).toBe('hours');
  });

  it('counts the whole day a single-day booking holds', () => {
    // 18 single days of two hours hold 18 × 24 hours: 12 days more fit, not a minute beyond.
    const days = Array.from({ length: 18 }, (_, n) =>
      held(`2030-07-${String(n + 1).padStart(2, '0')}`, 2),
    );
    expect(holdingIssue(days, held('2030-09-01T00:00', 24 * 12), NOW)).toBeNull();
    expect(holdingIssue(days, held('2030-09-01T00:00', 24 * 12 + 0.1), NOW)).toBe('hours');
  });

  it('stops at 20 reservations that have not ended', () => {
    const twenty = Array.from({ length: 20 }, (_, n) =>
      held(`2030-06-${String(n + 2).padStart(2, '0')}T10:00`, 1),
    );
    const next = held('2030-07-01T10:00', 1);
    expect(holdingIssue(twenty.slice(0, 19), next, NOW)).toBeNull();
    expect(holdingIssue(twenty, next, NOW)).toBe('count');
    expect(holdingIssue([held('2030-05-30', 2), ...twenty.slice(0, 19)], next, NOW)).toBeNull();
  });
});
