// What the rate limits answer (./rate-limit.ts; api/README.md, "Rate limits").

/**
 * What a rate-limited step may do: go on, wait `retryAfterMs`, or not run at all because the
 * shared counters cannot be reached (failing closed: an unreachable Redis must not open the door
 * to unlimited guessing).
 */
export type Verdict =
  | { kind: 'allowed' }
  | { kind: 'limited'; retryAfterMs: number }
  | {
      kind: 'unavailable';
    };

/**
 * A login attempt, already counted against the address and (from an address new to the account)
 * against the account. `succeeded` gives the account its count back; the address keeps it, since
 * a correct password costs the same hash as a wrong one.
 */
export interface LoginAttempt {
  verdict: Verdict;
  succeeded(): Promise<void>;
}

/** Counts one action of an account, once: `takeBack` undoes it when it did not happen after all. */
export interface Counter {
  count(): Promise<Verdict>;
  takeBack(): Promise<void>;
}

/**
 * What one signed-in account may do an hour (bookings, cancellations), where only what happens
 * counts: `check` is a cheap look before the work, so an account at its limit costs no
 * transaction; a `counter`'s `count` counts one that is about to happen, atomically, and refuses
 * it past the limit (called inside the transaction, once every other check has passed, so a
 * refusal of any kind counts nothing); `takeBack` undoes it if the transaction then fails.
 */
export interface AccountLimit {
  check(userId: number): Promise<Verdict>;
  counter(userId: number): Counter;
}
