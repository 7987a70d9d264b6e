import {
  blockReasonProblem,
  cityProblem,
  motorcycleFieldProblem,
  signupFieldProblem,
} from '../src';
import { english } from './sentences';

// Line and paragraph separators, NEL and the other controls, as they were sent on 2026-11-27:
// a city holding U+2028 or U+0085 reached the rider's calendar file raw.

const BREAKS: Record<string, string> = {
  'the line separator U+2028': 'Rome\u2028Milan',
  'the paragraph separator U+2029': 'Rome\u2029',
  'NEL U+0085': 'Rome\u0085Milan',
  'a C1 control (CSI U+009B)': '\u009b31mRome',
  'a line feed': 'Rome\nMilan',
  'an escape': 'Rome\u001b[2J',
  DEL: 'Rome\u007f',
};

describe.each(Object.entries(BREAKS))('text holding %s', (_what, text) => {
  it('is refused in a city, a name, a motorcycle text and a block reason, each by its field', () => {
    expect(english(cityProblem(text))).toBe(
      "City can't contain control characters or line separators",
    );
    expect(english(signupFieldProblem('name', text))).toBe(
      "Name can't contain control characters or line separators",
    );
    expect(english(motorcycleFieldProblem('brand', text))).toBe(
      "Brand can't contain control characters or line separators",
    );
    expect(english(blockReasonProblem(text))).toBe(
      "Reason can't contain control characters or line separators",
    );
  });
});

describe('a description, which has lines', () => {
  it('keeps line feeds, carriage returns and tabs', () => {
    expect(english(motorcycleFieldProblem('description', 'Line one\r\n\tLine two\n'))).toBeNull();
  });

  it.each(['\u2028', '\u2029', '\u0085', '\u0000', '\u001b'])('refuses %j', (character) => {
    expect(english(motorcycleFieldProblem('description', `Line one${character}Line two`))).toBe(
      "Description can't contain control characters or line separators",
    );
  });
});

it('keeps text in any script, with the marks right-to-left names need', () => {
  expect(english(cityProblem('\u05ea\u05dc \u05d0\u05d1\u05d9\u05d1'))).toBeNull();
  expect(english(signupFieldProblem('name', 'Mar\u00eda \u200fO'))).toBeNull();
  expect(english(cityProblem('Città'))).toBeNull();
});

it('still calls text made only of separators blank', () => {
  expect(english(cityProblem('\u2028\u2029'))).toBe("City can't be blank");
});
