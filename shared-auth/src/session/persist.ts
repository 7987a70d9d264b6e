import type { User } from 'shared-domain';

/** The localStorage key every tab of the app reads and writes the session under. */
export const SESSION_KEY = 'vespa-rentals.session';

/**
 * What a tab keeps of the session across reloads: who is signed in and their token, nothing of
 * the screen. A session stored before may carry more (the menu's state, once): it is ignored.
 */
export interface StoredSession {
  currentUser: User | null;
  token: string | null;
}

/** Seconds since the epoch at which the JWT expires, or null if it cannot be read. */
function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** A stored session text, unless it is missing, corrupt or its token expired. */
function parseSession(raw: string | null | undefined, now: number): StoredSession | null {
  try {
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredSession>;
    const user = stored.currentUser;
    const token = stored.token;
    if (!user || typeof token !== 'string') return null;
    const exp = tokenExpiry(token);
    if (exp !== null && exp * 1000 <= now) return null;
    return { currentUser: user, token };
  } catch {
    return null;
  }
}

/** The session kept from an earlier visit, unless it is missing, corrupt or its token expired. */
export function loadSession(storage: Storage | undefined, now = Date.now()): StoredSession | null {
  try {
    return parseSession(storage?.getItem(SESSION_KEY), now);
  } catch {
    // Reading storage itself can throw (storage disabled by the browser's privacy settings).
    return null;
  }
}

export function saveSession(storage: Storage | undefined, session: StoredSession): void {
  try {
    if (session.token) storage?.setItem(SESSION_KEY, JSON.stringify(session));
    else storage?.removeItem(SESSION_KEY);
  } catch {
    // Private mode or a full quota: the session still works until the tab closes.
  }
}

/** Whether a storage event is about localStorage (sessionStorage is per tab: nothing to follow). */
function isLocalStorageEvent(event: StorageEvent, target: Window): boolean {
  try {
    return event.storageArea === null || event.storageArea === target.localStorage;
  } catch {
    return true;
  }
}

/**
 * Calls `onChange` whenever another tab of the app changes the stored session, with what a
 * reload would now restore: the session, or null when it was removed, cleared, corrupted or its
 * token expired. Browsers send `storage` events only to the other tabs of the origin, never to the
 * tab that wrote, so this tab's own saves do not come back here. Returns the unsubscribe.
 */
export function watchStoredSession(
  target: Window,
  onChange: (session: StoredSession | null) => void,
): () => void {
  const listener = (event: StorageEvent) => {
    // A null key means another tab called localStorage.clear(): the session went with it.
    if (event.key !== null && event.key !== SESSION_KEY) return;
    if (!isLocalStorageEvent(event, target)) return;
    onChange(parseSession(event.key === null ? null : event.newValue, Date.now()));
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
