import { currentLanguage } from 'shared-ui';
import { getApiUrl } from '../config';
import type { ApiError } from './errors';

export type CallResult<T> = { data: T } | { error: ApiError };

interface JsonRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The bearer token to send; the sign-in calls send none. */
  token?: string;
  timeoutMs?: number;
  /** Sends the request: `fetch` unless the caller takes an answer already on its way. */
  send?: (request: Request) => Promise<Response>;
}

/**
 * One JSON call to the api without RTK Query, for the calls a signed-out visitor makes (the login
 * page does not load the api client: docs/decisions/0003-rtk-query-off-the-login-page.md).
 * Failures have the shape RTK Query's fetchBaseQuery gives them, so `errorMessage` words them the
 * same way: no answer → FETCH_ERROR, past the timeout → TIMEOUT_ERROR, an error status → its body.
 */
export async function fetchJson<T>(
  path: string,
  { method = 'GET', body, token, timeoutMs, send = fetch }: JsonRequest = {},
): Promise<CallResult<T>> {
  // The api words its sentences (422 arrays, messages) in the language shown.
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  try {
    let response: Response;
    try {
      const request = new Request(getApiUrl() + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      response = await send(request);
    } catch (failure) {
      return {
        error: timedOut
          ? { status: 'TIMEOUT_ERROR', error: String(failure) }
          : { status: 'FETCH_ERROR', error: String(failure) },
      };
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : null;
    } catch (failure) {
      return {
        error: {
          status: 'PARSING_ERROR',
          originalStatus: response.status,
          data: text,
          error: String(failure),
        },
      };
    }
    return response.ok ? { data: data as T } : { error: { status: response.status, data } };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
