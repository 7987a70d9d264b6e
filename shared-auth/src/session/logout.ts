import { revokeToken } from './authCalls';
import { loggedOut, logoutStarted } from './sessionSlice';
import type { SessionThunk } from './types';

/** The logout call in flight, per token: a second request joins it. */
const running = new Map<string, Promise<unknown>>();

/**
 * Ends the session: first asks the api to refuse the current token (and every other token of
 * this user), then clears the session locally — also when that call fails, times out or is
 * refused, because a rider who asked to leave must never stay signed in on this device.
 * Resolves once the session is cleared.
 */
export function logOut(): SessionThunk<void> {
  return async (dispatch, getState) => {
    const { token } = getState().session;
    if (token) {
      dispatch(logoutStarted());
      // React's StrictMode and a double click both ask twice; the api is called once.
      let call = running.get(token);
      if (!call) {
        call = revokeToken(token).finally(() => running.delete(token));
        running.set(token, call);
      }
      // The outcome does not matter (see above); a failure is a result, never a throw.
      await call;
    }
    dispatch(loggedOut());
  };
}
