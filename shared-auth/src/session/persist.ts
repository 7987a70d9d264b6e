import type { User } from 'shared-domain';
import type { MenuIcon } from './types';

const KEY = 'vespa-rentals.session';

export interface StoredSession {
  currentUser: User | null;
  token: string | null;
  menuIcon: MenuIcon;
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

/** The session kept from an earlier visit, unless it is missing, corrupt or its token expired. */
export function loadSession(storage: Storage | undefined, now = Date.now()): StoredSession | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredSession>;
    const user = stored.currentUser;
    const token = stored.token;
    if (!user || typeof token !== 'string') return null;
    const exp = tokenExpiry(token);
    if (exp !== null && exp * 1000 <= now) return null;
    return { currentUser: user, token, menuIcon: stored.menuIcon === 'xmark' ? 'xmark' : 'bars' };
  } catch {
    return null;
  }
}

export function saveSession(storage: Storage | undefined, session: StoredSession): void {
  try {
    if (session.token) storage?.setItem(KEY, JSON.stringify(session));
    else storage?.removeItem(KEY);
  } catch {
    // Private mode or a full quota: the session still works until the tab closes.
  }
}
