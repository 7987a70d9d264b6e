// An answer the shell's server asks another server for and keeps for a while: a remote's manifest
// (./remote-pages.mjs), the shop's profile (./shop-card.mjs). A page never waits for it longer
// than `waitMs`: an answer that is slow to come leaves the page with the last one known while the
// request goes on, and the next page has the new one.
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves after `ms`, or at once, quietly, when `signal` aborts. */
const pause = (ms, signal) => sleep(ms, undefined, { signal }).catch(() => undefined);

/**
 * `read()` resolves with the value of the last answer: asked for again once it is older than
 * `keepMs` (an answer that is not `ok`: `retryMs`). `ask(last)` resolves, never rejects, with
 * `{ value, ok, ...whatever the next ask needs }`, given the last answer (undefined at first).
 * `now` and `wait` (a pause of `ms`, ended early by an AbortSignal) are the clock, for tests.
 */
export function keptAnswer(
  ask,
  { keepMs, retryMs = keepMs, waitMs = 300, now = Date.now, wait = pause },
) {
  /** The last answer `{ value, ok, checkedAt, … }`, undefined until one came. */
  let last;
  /** The request under way, and when it started. */
  let pending;
  let since = 0;

  const fresh = () => last && now() - last.checkedAt < (last.ok ? keepMs : retryMs);

  return {
    async read() {
      if (!pending && fresh()) return last.value;
      if (!pending) {
        since = now();
        pending = ask(last).then((answer) => {
          last = { ...answer, checkedAt: now() };
          pending = undefined;
          return answer.value;
        });
      }
      const known = last?.value;
      const patience = waitMs - (now() - since);
      if (patience <= 0) return known;
      const stop = new AbortController();
      const impatient = wait(patience, stop.signal).then(() => known);
      try {
        return await Promise.race([pending, impatient]);
      } finally {
        stop.abort();
      }
    },
  };
}
