// The window's width in tests: a matchMedia the test turns into a phone and back.
/** A matchMedia the test controls: `resize(true)` turns the window into a phone. */
export function mockViewport(phone: boolean) {
  let matches = phone;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn(
    (media: string) =>
      ({
        media,
        get matches() {
          return matches;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    resize(phoneNow: boolean) {
      matches = phoneNow;
      listeners.forEach((listener) => listener());
    },
  };
}
