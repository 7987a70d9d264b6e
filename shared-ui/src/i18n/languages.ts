/**
 * The languages the product speaks, each with its name in itself, English first (the default and
 * the spec's own words). A third language is its code and name here and its catalogue files beside
 * the others (docs/ARCHITECTURE.md, "Languages"); a test fails while one is missing. The names are
 * written, not read from `Intl.DisplayNames`: building one costs a slow phone about 60 ms of the
 * menu's first render (docs/PERFORMANCE.md).
 */
const NAMES = { en: 'English', it: 'Italiano' } as const;
export type Language = keyof typeof NAMES;
export const LANGUAGES = Object.keys(NAMES) as readonly Language[];

/** Where a visitor's choice is kept in the browser. */
export const LANGUAGE_KEY = 'vespa-rentals.language';

const isLanguage = (tag: string | null | undefined): tag is Language =>
  (LANGUAGES as readonly (string | null | undefined)[]).includes(tag);

/** `it-IT` → `it` when the product speaks it; anything else → undefined. */
export const languageOf = (tag: string | null | undefined): Language | undefined => {
  const base = tag?.split('-')[0].toLowerCase();
  return isLanguage(base) ? base : undefined;
};

/** The visitor's kept choice, else the first of the browser's languages the product speaks. */
export function firstLanguage(): Language {
  const kept = languageOf(localStorage.getItem(LANGUAGE_KEY));
  const browser = navigator.languages;
  return kept ?? browser.map(languageOf).find(Boolean) ?? 'en';
}

/** A language's name in itself ("English", "Italiano"). */
export const languageName = (language: Language): string => NAMES[language];
