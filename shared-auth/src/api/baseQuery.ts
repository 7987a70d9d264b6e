import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getApiUrl } from '../config';
import { sessionExpired } from '../session/sessionSlice';
import type { SessionState } from '../session/types';

/** Calls a signed-out visitor makes: they never carry the session's token. */
const PUBLIC_ENDPOINTS: ReadonlySet<string> = new Set(['login', 'signup', 'getPublicConfig']);

/**
 * Calls whose 401 says nothing new about the session: a public call has no token to reject, and
 * a refused logout is still a logout (its thunk ends the session with the logout message, which
 * an expiry message would otherwise replace for a moment).
 */
const NO_EXPIRY_ON_401: ReadonlySet<string> = new Set([...PUBLIC_ENDPOINTS, 'logout']);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  // The spec's "request header": a bearer authorization and a JSON content type.
  prepareHeaders(headers, { getState, endpoint }) {
    const { token } = (getState() as { session: SessionState }).session;
    // An endpoint that names its token itself (logout) keeps it, whatever the state holds now.
    if (token && !PUBLIC_ENDPOINTS.has(endpoint) && !headers.has('Authorization')) {
      headers.set('Authorization', `Bearer ${token}`);
    }
    headers.set('Content-Type', 'application/json');
    return headers;
  },
});

/** Prefixes the api URL and ends the session when the api rejects our token. */
export const authBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const result = await rawBaseQuery(
    { ...request, url: getApiUrl() + request.url },
    api,
    extraOptions,
  );
  const hadToken = Boolean((api.getState() as { session: SessionState }).session.token);
  if (result.error?.status === 401 && hadToken && !NO_EXPIRY_ON_401.has(api.endpoint)) {
    api.dispatch(sessionExpired());
  }
  return result;
};
