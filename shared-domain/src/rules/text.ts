import { NAME_MIN_LENGTH, TEXT_MAX_LENGTH } from '../limits';
import { ruleProblem, type RuleProblem } from './problem';

/**
 * Characters that leave no mark on a screen: white space and separators, controls, format
 * characters and the other default-ignorable code points (zero-width space and joiners, word
 * joiner, byte order mark, variation selectors, the Hangul fillers), and the Braille blank, a
 * symbol drawn as nothing. Text made only of these looks blank on every screen.
 */
const INVISIBLE = /[\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * The bidirectional embeddings, overrides and isolates: each turns the text after it around
 * (a name ending in U+202E shows what follows it backwards), so none belongs in a name or a city.
 */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;

/**
 * What no text field holds (docs/PRODUCT.md, "Text that only looks filled in"): the C0 and C1
 * controls and DEL (NUL, escape, NEL U+0085…) and the line and paragraph separators U+2028 and
 * U+2029, which break a line in a calendar file, a log line or a script as a line feed does.
 * Multi-line text (a description, a desk note) keeps the tab and the ordinary line breaks.
 * Written as a character class for a JSON-schema pattern too (api/src/routes/schemas.ts).
 */
export const SINGLE_LINE_FORBIDDEN = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
export const MULTI_LINE_FORBIDDEN =
  '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u2028\\u2029';
const SINGLE_LINE_FORBIDDEN_RE = new RegExp(`[${SINGLE_LINE_FORBIDDEN}]`, 'u');
const MULTI_LINE_FORBIDDEN_RE = new RegExp(`[${MULTI_LINE_FORBIDDEN}]`, 'u');

/** Said of a field (its key in the rules catalogue) that looks blank. */
export const blankProblem = (field: string) => ruleProblem('field.blank', { field });

/** Said of a field that holds a control character or a line separator. */
export const controlCharacterProblem = (field: string) =>
  ruleProblem('field.controlCharacters', { field });

/** The problem of one-line text holding a control character or a line break, or null. */
export function singleLineProblem(field: string, text: string): RuleProblem | null {
  return SINGLE_LINE_FORBIDDEN_RE.test(text) ? controlCharacterProblem(field) : null;
}

/** The problem of multi-line text holding a control character or U+2028/U+2029, or null. */
export function multiLineProblem(field: string, text: string): RuleProblem | null {
  return MULTI_LINE_FORBIDDEN_RE.test(text) ? controlCharacterProblem(field) : null;
}

/** How many characters of `text` a reader can see (a surrogate pair counts once). */
export function visibleLength(text: string): number {
  return [...text.replace(INVISIBLE, '')].length;
}

/** True when nothing of `text` can be seen. */
export function isBlank(text: string): boolean {
  return visibleLength(text) === 0;
}

/** True when `text` holds a control that changes the direction of the text after it. */
export function hasDirectionControl(text: string): boolean {
  return DIRECTION_CONTROL.test(text);
}

/**
 * The problem of text shown to people (a name, a city) that looks blank, holds a control
 * character or a line break, or would turn other text around, or null.
 */
export function shownTextProblem(field: string, text: string): RuleProblem | null {
  if (isBlank(text)) return blankProblem(field);
  const control = singleLineProblem(field, text);
  if (control) return control;
  return hasDirectionControl(text) ? ruleProblem('field.direction', { field }) : null;
}

/** Said of a field whose text is longer than `max` characters, or null. */
export function tooLongProblem(field: string, text: string, max: number): RuleProblem | null {
  return text.length > max ? ruleProblem('field.tooLong', { field, max }) : null;
}

/**
 * The problem of a name (a rider's, a motorcycle's): shown text (shownTextProblem) of at least
 * NAME_MIN_LENGTH visible characters and at most TEXT_MAX_LENGTH, or null.
 */
export function nameProblem(field: string, text: string): RuleProblem | null {
  const shown = shownTextProblem(field, text);
  if (shown) return shown;
  return visibleLength(text) < NAME_MIN_LENGTH
    ? ruleProblem('field.tooShort', { field, min: NAME_MIN_LENGTH })
    : tooLongProblem(field, text, TEXT_MAX_LENGTH);
}
