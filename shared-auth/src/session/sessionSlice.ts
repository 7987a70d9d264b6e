import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthResponse, User } from 'shared-domain';
import { loadSession } from './persist';
import type { SessionState } from './types';

const LOGOUT_MESSAGE = 'Logout Successfully';
const SIGNUP_MESSAGE = 'Created Your Account';
const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please log in again.';

const idle = { loading: false, success: false, error: false, message: '' } as const;

function initialState(): SessionState {
  const stored = loadSession(typeof localStorage === 'undefined' ? undefined : localStorage);
  return {
    ...idle,
    currentUser: stored?.currentUser ?? null,
    token: stored?.token ?? null,
    loggingOut: false,
  };
}

/**
 * The user request group and the signed-in session. The login and signup calls themselves are
 * RTK Query mutations (authEndpoints.ts); their outcomes arrive here as the actions below.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    authPending(state) {
      Object.assign(state, idle, { loading: true, message: 'Loading...' });
    },
    connectionFailed(state) {
      Object.assign(state, idle, { error: true, message: 'Connection Issues !' });
    },
    authFailed(state, action: PayloadAction<string | string[]>) {
      Object.assign(state, idle, { error: true, message: action.payload });
    },
    loggedIn(state, action: PayloadAction<AuthResponse>) {
      const { user, token, message } = action.payload;
      Object.assign(state, idle, {
        success: true,
        message,
        currentUser: user,
        token,
        loggingOut: false,
      });
    },
    signedUp(state) {
      Object.assign(state, idle, { success: true, message: SIGNUP_MESSAGE });
    },
    /** The logout call is on its way; the session itself stays until `loggedOut`. */
    logoutStarted(state) {
      Object.assign(state, idle, { loading: true, message: 'Loading...', loggingOut: true });
    },
    loggedOut(state) {
      Object.assign(state, idle, {
        message: LOGOUT_MESSAGE,
        currentUser: null,
        token: null,
        loggingOut: false,
      });
    },
    /** Another tab of the app signed in: this tab takes over its user and token. */
    sessionAdopted(state, action: PayloadAction<{ currentUser: User; token: string }>) {
      const { currentUser, token } = action.payload;
      Object.assign(state, idle, { currentUser, token, loggingOut: false });
    },
    sessionExpired(state) {
      Object.assign(state, idle, {
        error: true,
        message: SESSION_EXPIRED_MESSAGE,
        currentUser: null,
        token: null,
        loggingOut: false,
      });
    },
    clearMessage(state) {
      Object.assign(state, { ...idle, currentUser: state.currentUser, token: state.token });
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectCurrentUser: (state): User | null => state.currentUser,
    selectIsSignedIn: (state) => state.currentUser !== null && state.token !== null,
    selectIsAdmin: (state) => state.currentUser?.admin === true,
    selectIsLoggingOut: (state) => state.loggingOut,
  },
});

export const {
  authPending,
  connectionFailed,
  authFailed,
  loggedIn,
  signedUp,
  logoutStarted,
  loggedOut,
  sessionAdopted,
  sessionExpired,
  clearMessage,
} = sessionSlice.actions;

export const {
  selectSession,
  selectCurrentUser,
  selectIsSignedIn,
  selectIsAdmin,
  selectIsLoggingOut,
} = sessionSlice.selectors;
