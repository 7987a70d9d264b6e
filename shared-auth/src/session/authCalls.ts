import type { UnknownAction } from 'redux';
import type { AuthResponse, LoginRequest, SignupRequest, TwoFactorChallenge } from 'shared-domain';
import { fetchJson, type CallResult } from '../calls/fetchJson';
import { CONNECTION_ISSUES, errorMessage } from '../calls/errors';
import { followAccountLanguage } from './locale';
import {
  authFailed,
  authPending,
  clearMessage,
  connectionFailed,
  loggedIn,
  signedUp,
} from './sessionSlice';
import type { SessionThunk } from './types';

/** Whether the api lets a visitor choose the Administrator flag at signup. */
export type AdminSignup = 'open' | 'closed';

/** What the api tells clients about itself (GET /api/v1/config). */
export interface PublicConfig {
  adminSignup: AdminSignup;
  /** The shop's IANA time zone; absent from an api older than it. */
  shopTimeZone?: string;
  /** The shop's currency, ISO 4217; absent from an api older than it. */
  shopCurrency?: string;
  /** `required`: staff and owners cannot turn two-factor sign-in off; absent from older apis. */
  staffTwoFactor?: 'optional' | 'required';
}

interface PublicConfigResponse {
  success: true;
  data: PublicConfig;
}

/**
 * A stalled api must not keep the rider waiting on the way out: they are signed out locally
 * whatever the answer, so the call gets a few seconds and no more.
 */
export const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * Login and signup (the user request group) are plain calls, not RTK Query mutations: the login
 * page runs them before the api client is loaded
 * (docs/decisions/0003-rtk-query-off-the-login-page.md).
 * They never carry a token. Their outcome lands in the session slice; the result is returned too.
 */
export function authCall<T>(
  path: string,
  body: unknown,
  succeeded: (data: T) => UnknownAction,
): SessionThunk<CallResult<T>> {
  return async (dispatch) => {
    dispatch(authPending());
    const result = await fetchJson<T>(path, { method: 'POST', body });
    if ('data' in result) {
      dispatch(succeeded(result.data));
    } else {
      const message = errorMessage(result.error);
      dispatch(message === CONNECTION_ISSUES ? connectionFailed() : authFailed(message));
    }
    return result;
  };
}

/** A login's answer with a token: the session starts, in the account's language. */
export const signedIn = (data: AuthResponse) => {
  void followAccountLanguage(data.token);
  return loggedIn(data);
};

/** With two-factor sign-in on, the answer is a challenge: the page asks for a code next. */
export function login(
  user: LoginRequest['user'],
): SessionThunk<CallResult<AuthResponse | TwoFactorChallenge>> {
  return authCall<AuthResponse | TwoFactorChallenge>('/api/v1/login', { user }, (data) =>
    'challenge' in data ? clearMessage() : signedIn(data),
  );
}

export function signup(user: SignupRequest['user']): SessionThunk<CallResult<AuthResponse>> {
  return authCall<AuthResponse>('/api/v1/users', { user }, () => signedUp());
}

/** The public config, read without a token (also by a signed-in browser). */
export async function fetchPublicConfig(): Promise<CallResult<PublicConfig>> {
  const result = await fetchJson<PublicConfigResponse>('/api/v1/config');
  return 'data' in result ? { data: result.data.data } : result;
}

/**
 * Asks the api to refuse every token it issued to this user so far. The session itself is
 * ended by the `logOut` thunk, which runs this first and clears the session whatever it answers.
 */
export function revokeToken(token: string): Promise<CallResult<unknown>> {
  return fetchJson('/api/v1/logout', { method: 'POST', token, timeoutMs: LOGOUT_TIMEOUT_MS });
}
