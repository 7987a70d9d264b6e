import { addDaysISO, isBlank, passwordProblem, visibleLength } from '../src';

describe('visibleLength and isBlank', () => {
  it('count only what a reader can see', () => {
    expect(visibleLength('Kim')).toBe(3);
    expect(visibleLength(' K\u200bi m ')).toBe(3);
    expect(visibleLength('\u200b\u200c\u200d\u2060\ufeff')).toBe(0);
    expect(isBlank('\u00a0\t\u3000')).toBe(true);
    expect(isBlank('🛵')).toBe(false);
    expect(visibleLength('🛵🛵')).toBe(2);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['12345', 'Password is too short (minimum is 6 characters)'],
    ['      ', "Password can't be only spaces"],
    ['zzzzzzzz', 'Password is too easy to guess'],
    ['123456', 'Password is too common'],
    ['QWERTY', 'Password is too common'],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(['vespa-rider', 'ride safely', 'kim-password'])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});

describe('addDaysISO', () => {
  it('moves across months, years and leap days', () => {
    expect(addDaysISO('2030-06-15', 365)).toBe('2031-06-15');
    expect(addDaysISO('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysISO('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDaysISO('2030-02-30', 1)).toBeNull();
  });
});
