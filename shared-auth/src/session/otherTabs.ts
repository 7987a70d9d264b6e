import type { Dispatch, UnknownAction } from 'redux';
import { watchStoredSession } from './persist';
import { loggedOut, sessionAdopted } from './sessionSlice';
import type { SessionState } from './types';

interface SessionStore {
  getState(): { session: SessionState };
  dispatch: Dispatch<UnknownAction>;
}

/**
 * Keeps this tab's session in step with the other tabs of the app. When another tab ends the
 * session (logout, or the api refusing its token), this one ends too, with the logout message,
 * and its guards send it to /login: a rider who logged out must not stay signed in in a tab they
 * forgot. When another tab signs in, this one takes over that user and token instead of keeping
 * a token that may no longer work. Returns the unsubscribe.
 */
export function followOtherTabs(store: SessionStore, target: Window): () => void {
  return watchStoredSession(target, (stored) => {
    const { token, currentUser } = store.getState().session;
    if (!stored?.token || !stored.currentUser) {
      // The other tab already told the api; this one only forgets the session.
      if (token) store.dispatch(loggedOut());
      return;
    }
    if (stored.token !== token || stored.currentUser.id !== currentUser?.id) {
      store.dispatch(sessionAdopted({ currentUser: stored.currentUser, token: stored.token }));
    }
  });
}
