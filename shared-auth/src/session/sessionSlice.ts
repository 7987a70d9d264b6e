import type { Action, UnknownAction } from 'redux';
import type { AuthResponse, User } from 'shared-domain';
import { isOwner } from './access';
import { CONNECTION_ISSUES } from '../calls/errors';
import { loadSession } from './persist';
import type { SessionState } from './types';

// The store keeps shared-auth's own sentences in English, the spec's words: MessageBox (shared-ui)
// says them in the language shown, from the kit's `messages` catalogue, whose keys they are (a
// sentence changed here is a key to change there: its test fails on a key no code says).
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
 * An action creator as Redux Toolkit would make it (`type`, `match`), written with plain Redux: the
 * login page runs without Redux Toolkit (docs/decisions/0023-login-page-without-redux-toolkit.md).
 */
function sessionAction<Payload = void>(name: string) {
  const type = `session/${name}`;
  type SessionAction = Action<string> & { payload: Payload };
  const create = (...[payload]: [Payload] extends [void] ? [] : [Payload]): SessionAction => ({
    type,
    payload: payload as Payload,
  });
  const match = (action: unknown): action is SessionAction =>
    (action as UnknownAction | undefined)?.type === type;
  return Object.assign(create, { type, match });
}

export const authPending = sessionAction('authPending');
export const connectionFailed = sessionAction('connectionFailed');
export const authFailed = sessionAction<string | string[]>('authFailed');
export const loggedIn = sessionAction<AuthResponse>('loggedIn');
export const signedUp = sessionAction('signedUp');
/** The logout call is on its way; the session itself stays until `loggedOut`. */
export const logoutStarted = sessionAction('logoutStarted');
export const loggedOut = sessionAction('loggedOut');
/** Another tab of the app signed in: this tab takes over its user and token. */
export const sessionAdopted = sessionAction<{ currentUser: User; token: string }>('sessionAdopted');
export const sessionExpired = sessionAction('sessionExpired');
export const clearMessage = sessionAction('clearMessage');
/** A sentence for the next screen, such as the api's "password set" (shell/src/account/). */
export const noticeShown = sessionAction<string>('noticeShown');

const signedOut = { currentUser: null, token: null, loggingOut: false } as const;

/**
 * The user request group and the signed-in session. The login and signup calls are plain calls
 * (authCalls.ts); their outcomes arrive here as the actions above.
 */
export function sessionReducer(
  state: SessionState = initialState(),
  action: UnknownAction,
): SessionState {
  if (authPending.match(action)) return { ...state, ...idle, loading: true, message: 'Loading...' };
  if (connectionFailed.match(action))
    return { ...state, ...idle, error: true, message: CONNECTION_ISSUES };
  if (authFailed.match(action)) return { ...state, ...idle, error: true, message: action.payload };
  if (loggedIn.match(action)) {
    const { user, token, message } = action.payload;
    return { ...idle, success: true, message, currentUser: user, token, loggingOut: false };
  }
  if (signedUp.match(action)) return { ...state, ...idle, success: true, message: SIGNUP_MESSAGE };
  if (logoutStarted.match(action))
    return { ...state, ...idle, loading: true, message: 'Loading...', loggingOut: true };
  if (loggedOut.match(action)) return { ...idle, message: LOGOUT_MESSAGE, ...signedOut };
  if (sessionAdopted.match(action)) return { ...idle, ...action.payload, loggingOut: false };
  // During a logout the api refuses the token it is ending: a query answered 401 meanwhile is
  // that logout, not an expired session, and must not send the rider to /login instead of /.
  if (sessionExpired.match(action))
    return state.loggingOut
      ? state
      : { ...idle, error: true, message: SESSION_EXPIRED_MESSAGE, ...signedOut };
  if (clearMessage.match(action)) return { ...state, ...idle };
  if (noticeShown.match(action))
    return { ...state, ...idle, success: true, message: action.payload };
  return state;
}

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectCurrentUser = (state: WithSession): User | null => state.session.currentUser;
export const selectIsSignedIn = (state: WithSession) =>
  state.session.currentUser !== null && state.session.token !== null;
export const selectIsAdmin = (state: WithSession) => state.session.currentUser?.admin === true;
/** Whether the owner is signed in: scooters, prices, reports, the shop's profile, staff. */
export const selectIsOwner = (state: WithSession) => isOwner(state.session.currentUser);
export const selectIsLoggingOut = (state: WithSession) => state.session.loggingOut;
