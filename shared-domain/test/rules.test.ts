import {
  addDaysISO,
  cityProblem,
  hasDirectionControl,
  isBlank,
  motorcycleFieldProblem,
  passwordProblem,
  signupFieldProblem,
  visibleLength,
} from '../src';
import { english } from './sentences';

describe('visibleLength and isBlank', () => {
  it('count only what a reader can see', () => {
    expect(visibleLength('Kim')).toBe(3);
    expect(visibleLength(' K\u200bi m ')).toBe(3);
    expect(visibleLength('\u200b\u200c\u200d\u2060\ufeff')).toBe(0);
    expect(isBlank('\u00a0\t\u3000')).toBe(true);
    expect(isBlank('🛵')).toBe(false);
    expect(visibleLength('🛵🛵')).toBe(2);
  });

  it.each([
    ['the Hangul filler', '\u3164'],
    ['the Hangul choseong and jungseong fillers', '\u115f\u1160'],
    ['the half-width Hangul filler', '\uffa0\uffa0'],
    ['the Braille blank', '\u2800\u2800'],
    ['zero-width space, word joiner and byte order mark', '\u200b\u2060\ufeff'],
    ['a combining grapheme joiner and variation selectors', '\u034f\ufe0f\ufe00'],
    ['a Mongolian vowel separator and a soft hyphen', '\u180e\u00ad'],
    ['a right-to-left override', '\u202e'],
  ])('see text made of %s as blank', (_case, text) => {
    expect(isBlank(text)).toBe(true);
    expect(isBlank(` ${text} `)).toBe(true);
  });

  it('count a letter among invisible characters once', () => {
    expect(visibleLength('\u3164K\u2800')).toBe(1);
    expect(visibleLength('Ki\u115fm')).toBe(3);
  });
});

describe('text shown to people', () => {
  it.each(['Kim\u202e', '\u202dRome', 'Ro\u2066me\u2069', 'A\u202aB\u202c'])(
    'may not turn other text around: %j',
    (text) => {
      expect(hasDirectionControl(text)).toBe(true);
      const sentence = "can't contain characters that change the direction of text";
      expect(english(cityProblem(text))).toBe(`City ${sentence}`);
      expect(english(signupFieldProblem('name', text))).toBe(`Name ${sentence}`);
      expect(english(motorcycleFieldProblem('model', text))).toBe(`Model ${sentence}`);
    },
  );

  it('keeps the marks that right-to-left names need', () => {
    // Right-to-left and left-to-right marks set no direction for what follows.
    expect(english(cityProblem('\u05ea\u05dc \u05d0\u05d1\u05d9\u05d1\u200f'))).toBeNull();
    expect(english(signupFieldProblem('name', 'Kim \u200e\u0645\u0631\u064a\u0645'))).toBeNull();
  });

  it('says a city or name of fillers is blank', () => {
    expect(english(cityProblem('\u3164'))).toBe("City can't be blank");
    expect(english(signupFieldProblem('name', '\u2800\u2800\u2800'))).toBe("Name can't be blank");
    expect(english(motorcycleFieldProblem('name', '\uffa0\u115f'))).toBe("Name can't be blank");
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
    expect(english(passwordProblem(password))).toBe(message);
  });

  it.each(['vespa-rider', 'ride safely', 'kim-password'])('accepts %j', (password) => {
    expect(english(passwordProblem(password))).toBeNull();
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

describe('a motorcycle’s day price and deposit', () => {
  it.each([null, '', '  ', '45', 45, '0.01', '100000', '99.9', '5'])(
    'takes the day price %p (none when null or blank; below the hourly price too)',
    (value) => {
      expect(motorcycleFieldProblem('dayPrice', value)).toBeNull();
    },
  );

  it.each([
    ['0', 'Day price must be greater than 0'],
    ['0.004', 'Day price must be greater than 0'],
    ['-45', 'Day price must be greater than 0'],
    ['100000.01', 'Day price must be less than or equal to 100000'],
    ['45.005', 'Day price must have at most 2 decimal places'],
    ['a day', 'Day price must be a number'],
  ])('refuses the day price %p: %s', (value, sentence) => {
    expect(english(motorcycleFieldProblem('dayPrice', value))).toBe(sentence);
  });

  it.each(['0', 0, '250', '100000', '0.5'])('takes the deposit %p', (value) => {
    expect(motorcycleFieldProblem('deposit', value)).toBeNull();
  });

  it.each([
    ['', "Deposit can't be blank"],
    [null, "Deposit can't be blank"],
    ['-0.01', 'Deposit must be greater than or equal to 0'],
    ['100000.01', 'Deposit must be less than or equal to 100000'],
    ['12.345', 'Deposit must have at most 2 decimal places'],
  ])('refuses the deposit %p: %s', (value, sentence) => {
    expect(english(motorcycleFieldProblem('deposit', value))).toBe(sentence);
  });
});
