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
import { takeOrFetch } from '../boot/earlyCalls';
import type { ApiRequest } from '../boot/pageStart';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  // A GET the page's boot script already started (../boot/earlyCalls.ts) is taken, not sent again.
  fetchFn: (input, init) => (input instanceof Request ? takeOrFetch(input) : fetch(input, init)),
  // Every call's headers: a bearer authorization (api/README.md, "The wire contract"), but on the
  // anonymous requests (../boot/requests.ts); fetchBaseQuery writes a body's JSON content type.
  prepareHeaders(headers, { getState, extraOptions }) {
    const { token } = (getState() as { session: SessionState }).session;
    const { anonymous } = extraOptions as Pick<ApiRequest, 'anonymous'>;
    if (token && !anonymous && !headers.has('Authorization')) {
      headers.set('Authorization', `Bearer ${token}`);
    }
    // The api words its sentences (422 arrays shown in forms) in the language shown.
    headers.set('Accept-Language', currentLanguage());
    return headers;
  },
});

/** Prefixes the api URL and ends the session when the api rejects our token. */
export const authBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
) => {
  const { anonymous, ...request }: FetchArgs & Pick<ApiRequest, 'anonymous'> =
    typeof args === 'string' ? { url: args } : args;
  const result = await rawBaseQuery({ ...request, url: getApiUrl() + request.url }, api, {
    anonymous,
  });
  const hadToken = Boolean((api.getState() as { session: SessionState }).session.token);
  if (result.error?.status === 401 && hadToken) api.dispatch(sessionExpired());
  return result;
};
