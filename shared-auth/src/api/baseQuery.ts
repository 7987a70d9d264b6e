import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
// The package's own entry, not relative paths: in a remote's build it resolves to the page's one
// shared-auth (the federation singleton), not a second copy of the session module.
import { getApiUrl, sessionExpired, type SessionState } from 'shared-auth';
import { currentLanguage } from 'shared-ui';
import { takeEarlyCall } from '../boot/earlyCalls';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  // A GET the page's boot script already started (../boot/earlyCalls.ts) is taken, not sent again.
  fetchFn: (input, init) =>
    (input instanceof Request && takeEarlyCall(input)) || fetch(input, init),
  // Every call's headers: a bearer authorization and a JSON content type (api/README.md, "The
  // wire contract").
  prepareHeaders(headers, { getState }) {
    const { token } = (getState() as { session: SessionState }).session;
    if (token && !headers.has('Authorization')) {
      headers.set('Authorization', `Bearer ${token}`);
    }
    headers.set('Content-Type', 'application/json');
    // The api words its sentences (422 arrays shown in forms) in the language shown.
    headers.set('Accept-Language', currentLanguage());
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
  if (result.error?.status === 401 && hadToken) api.dispatch(sessionExpired());
  return result;
};
