/**
 * Characters a reader cannot see: white space, separators, controls and format characters such
 * as the zero-width space or joiner. A name made only of these looks blank on every screen.
 */
const INVISIBLE = /[\s\p{Z}\p{Cc}\p{Cf}]/gu;

/** How many characters of `text` a reader can see (a surrogate pair counts once). */
export function visibleLength(text: string): number {
  return [...text.replace(INVISIBLE, '')].length;
}

/** True when nothing of `text` can be seen. */
export function isBlank(text: string): boolean {
  return visibleLength(text) === 0;
}
