import type { AuthResponse, LoginRequest, SignupRequest } from 'shared-domain';
import { baseApi } from '../api/baseApi';
import { CONNECTION_ISSUES, errorMessage, type CallFailure } from '../api/errors';
import { authFailed, authPending, connectionFailed, loggedIn, signedUp } from './sessionSlice';

/** Login and signup: the user request group of SPEC §4. Neither call carries a token. */
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
  }),
});

export const { useLoginMutation, useSignupMutation } = authApi;
