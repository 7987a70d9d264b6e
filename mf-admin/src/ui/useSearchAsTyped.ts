import { useEffect } from 'react';

/** How long a search waits after the last key before it asks the api. */
export const SEARCH_DELAY_MS = 300;

/**
 * Searches for `text`, trimmed, a moment after the last key (each key starts the wait again), so
 * a name typed letter by letter asks the api once; not when it is already the search shown
 * (`shown`). Enter searching at once is the form's own submit.
 */
export function useSearchAsTyped(text: string, shown: string, search: (words: string) => void) {
  useEffect(() => {
    const words = text.trim();
    if (words === shown) return undefined;
    const timer = setTimeout(() => search(words), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, shown, search]);
}
