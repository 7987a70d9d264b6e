// The browser's clock in tests: the "When?" form and the early calls read "now" on the shop's
// clock, so tests about a window set it.

/**
 * Sets the browser's clock to `instant` and lets it run on from there; timers are left real. The
 * test file gives the real clock back with jest.useRealTimers() after each test.
 */
export function setClock(instant: string): void {
  jest.useFakeTimers({
    now: new Date(instant),
    advanceTimers: true,
    // Only the date: every timer runs for real, as Testing Library's waits need.
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
