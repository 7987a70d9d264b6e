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
 * The sentence for text shown to people (a name, a city) that looks blank or would turn other
 * text around, or null.
 */
export function shownTextProblem(label: string, text: string): string | null {
  if (isBlank(text)) return `${label} can't be blank`;
  if (hasDirectionControl(text)) {
    return `${label} can't contain characters that change the direction of text`;
  }
  return null;
}
