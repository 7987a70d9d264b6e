/**
 * Making an Intl formatter costs far more than using one (as shopClock.ts found): each one is
 * made once for its language and options, and kept.
 */
export function cached<Formatter>(
  cache: Map<string, Formatter>,
  key: string,
  make: () => Formatter,
): Formatter {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}
