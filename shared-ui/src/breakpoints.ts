/**
 * The three widths at which layouts change, the one source for scripts (matchMedia) and the list
 * stylesheets must keep to: CSS custom properties do not work inside @media, so stylesheets write
 * the same numbers out as `(max-width: …px)` (tokens.css lists them; every package's tests check
 * it). Each is the widest screen of its class.
 */
export const BREAKPOINTS = {
  /** Small phones: side-by-side form fields stack and padding tightens. */
  small: 480,
  /** Phones: the shell's sidebar collapses behind the menu button, the carousel shows one card. */
  medium: 768,
  /** Tablets: the detail page puts the facts under the picture. */
  large: 960,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The media query of a screen at most as wide as a breakpoint, e.g. for `useMediaQuery`. */
export function upTo(breakpoint: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[breakpoint]}px)`;
}
