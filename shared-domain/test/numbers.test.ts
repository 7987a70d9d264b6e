import { formatUSD, round1, round2 } from '../src';

describe('round1', () => {
  it.each([
    [2.5, 2.5],
    [2.45, 2.5],
    [2.44, 2.4],
    [23.983333, 24],
    [0.1 * 3, 0.3],
    [1.05, 1.1],
    [-2.45, -2.5],
    [-0.04, 0],
    [0, 0],
    [1e-7, 0],
    [1e21, 1e21],
  ])('round1(%p) is %p', (input, expected) => {
    expect(round1(input)).toBe(expected);
  });

  it('never answers -0', () => {
    expect(Object.is(round1(-0.01), 0)).toBe(true);
  });

  it('passes NaN and infinities through', () => {
    expect(round1(NaN)).toBeNaN();
    expect(round1(Infinity)).toBe(Infinity);
  });
});

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [0.1 + 0.2, 0.3],
    [0.1 * 3, 0.3],
    [2.675, 2.68],
    [12.5 * 2.5, 31.25],
    [19.99 * 3, 59.97],
    [-1.005, -1.01],
    [6999.9, 6999.9],
  ])('round2(%p) is %p', (input, expected) => {
    expect(round2(input)).toBe(expected);
  });
});

describe('formatUSD', () => {
  it.each([
    [6999.9, '$6,999.90'],
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1234567.891, '$1,234,567.89'],
  ])('formatUSD(%p) is %p', (input, expected) => {
    expect(formatUSD(input)).toBe(expected);
  });
});
