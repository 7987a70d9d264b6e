/**
 * The languages the product speaks, English first (the default and the spec's own words). A third
 * language is its code here and its catalogue files beside the others (docs/ARCHITECTURE.md,
 * "Languages"); a test fails while one is missing.
 */
export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

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

/** A language's name in itself ("English", "Italiano"), from Intl. */
export function languageName(language: Language): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
