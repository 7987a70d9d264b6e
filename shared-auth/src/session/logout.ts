import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../store';
import { authApi } from './authEndpoints';
import { loggedOut, logoutStarted } from './sessionSlice';

/** Every logout of the page shares this key, so a second request joins the one in flight. */
const LOGOUT_CACHE_KEY = 'session-logout';

/**
 * Ends the session: first asks the api to refuse the current token (and every other token of
 * this user), then clears the session locally — also when that call fails, times out or is
 * refused, because a rider who asked to leave must never stay signed in on this device.
 * Resolves once the session is cleared.
 */
export function logOut(): ThunkAction<Promise<void>, RootState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const { token } = getState().session;
    if (token) {
      dispatch(logoutStarted());
      // React's StrictMode and a double click both ask twice; the api is called once.
      const running = dispatch(authApi.util.getRunningMutationThunk('logout', LOGOUT_CACHE_KEY));
      try {
        await (running ??
          dispatch(authApi.endpoints.logout.initiate(token, { fixedCacheKey: LOGOUT_CACHE_KEY })));
      } catch {
        // The outcome does not matter (see above); RTK Query reports failures without throwing.
      }
    }
    dispatch(loggedOut());
  };
}
