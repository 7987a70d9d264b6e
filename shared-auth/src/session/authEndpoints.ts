import type { AuthResponse, LoginRequest, MessageResponse, SignupRequest } from 'shared-domain';
import { baseApi } from '../api/baseApi';
import { CONNECTION_ISSUES, errorMessage, type CallFailure } from '../api/errors';
import { authFailed, authPending, connectionFailed, loggedIn, signedUp } from './sessionSlice';

/** Whether the api lets a visitor choose the Administrator flag at signup. */
export type AdminSignup = 'open' | 'closed';

/** What the api tells the sign-in pages about itself. */
export interface PublicConfig {
  adminSignup: AdminSignup;
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
 * Login, signup and logout (the user request group) and the public config. Login, signup and
 * the config never carry a token; logout carries the one it ends.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest['user']>({
      query: (user) => ({ url: '/api/v1/login', method: 'POST', body: { user } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(authPending());
        try {
          const { data } = await queryFulfilled;
          dispatch(loggedIn(data));
        } catch (failure) {
          const message = errorMessage((failure as CallFailure).error);
          dispatch(message === CONNECTION_ISSUES ? connectionFailed() : authFailed(message));
        }
      },
    }),
    signup: build.mutation<AuthResponse, SignupRequest['user']>({
      query: (user) => ({ url: '/api/v1/users', method: 'POST', body: { user } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(authPending());
        try {
          await queryFulfilled;
          dispatch(signedUp());
        } catch (failure) {
          const message = errorMessage((failure as CallFailure).error);
          dispatch(message === CONNECTION_ISSUES ? connectionFailed() : authFailed(message));
        }
      },
    }),
    /**
     * Asks the api to refuse every token it issued to this user so far. The session itself is
     * ended by the `logOut` thunk, which runs this first and clears the session whatever it
     * answers.
     */
    logout: build.mutation<MessageResponse, string>({
      query: (token) => ({
        url: '/api/v1/logout',
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        timeout: LOGOUT_TIMEOUT_MS,
      }),
    }),
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => '/api/v1/config',
      transformResponse: (response: PublicConfigResponse) => response.data,
    }),
  }),
});

export const { useLoginMutation, useSignupMutation, useLogoutMutation, useGetPublicConfigQuery } =
  authApi;
