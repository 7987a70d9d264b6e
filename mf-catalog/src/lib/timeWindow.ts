import { isUsableWindow, type TimeWindow } from 'shared-domain';

/**
 * The window a carousel or detail address names (`?from=YYYY-MM-DDTHH:mm&to=…`, the shop's wall
 * clock), as written there, or null when it names none. Whether the window is allowed is
 * shared-domain's timeWindowProblems' to say.
 */
export function windowFromSearch(search: string): TimeWindow | null {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  return from === null || to === null ? null : { from, to };
}

/**
 * The query string that keeps a window in an address, '' for none. Written out rather than by
 * URLSearchParams, which would turn the times' colons into %3A: the address is meant to be read
 * and shared. Anything but the characters of a date and time is still escaped.
 */
export function windowSearch(window: TimeWindow | null): string {
  if (!window) return '';
  return `?from=${encodeURIComponent(window.from).replace(/%3A/g, ':')}&to=${encodeURIComponent(
    window.to,
  ).replace(/%3A/g, ':')}`;
}

/**
 * The window of the address that the api may be asked about: named, and within the rules on the
 * shop's clock at `now`; else null (the page then shows the whole list). The page and its early
 * call decide with this one function, so both ask the api for the same thing.
 */
export function searchableWindow(search: string, now: Date, timeZone: string): TimeWindow | null {
  const window = windowFromSearch(search);
  return window && isUsableWindow(window, now, timeZone) ? window : null;
}
