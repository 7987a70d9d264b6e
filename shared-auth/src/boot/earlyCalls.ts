/**
 * Api calls a page starts before its code arrives. The shell's boot script (inline in its page,
 * shell/src/boot/) asks for a route's first list with the stored session's token while the apps'
 * code downloads; shared-auth's api client then takes that response for the same request instead
 * of asking again (docs/PERFORMANCE.md, "What the page does before its code arrives"). The two
 * are separate bundles, so the calls wait on the window.
 */
interface EarlyCall {
  url: string;
  authorization: string;
  response: Promise<Response>;
}

const EARLY_CALLS = '__vespaEarlyCalls';
const CLIENT_CALLS = '__vespaClientCalls';

type WithEarlyCalls = { [EARLY_CALLS]?: EarlyCall[]; [CLIENT_CALLS]?: Set<string> };

const callKey = (url: string, authorization: string | null) => `${authorization ?? ''} ${url}`;

/**
 * Starts GET `url` with the bearer `token`, for the api client to take (`takeEarlyCall`).
 * Resolves with the response, for a boot script that reads it too (a clone). Nothing when the
 * api client has already asked for it itself (the page's code came first): a second request would
 * be wasted, and its answer, never read, would hold the request open.
 */
export function startEarlyCall(
  url: string,
  token: string,
  target: Window = window,
): Promise<Response> | undefined {
  const authorization = `Bearer ${token}`;
  const href = new URL(url).href;
  const holder = target as WithEarlyCalls;
  if (holder[CLIENT_CALLS]?.has(callKey(href, authorization))) return undefined;
  const response = fetch(url, {
    // The headers the api client sends (shared-auth/src/api/baseQuery.ts).
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
  });
  // A failure is the taker's to handle (it asks again); nobody may be waiting yet.
  response.catch(() => undefined);
  holder[EARLY_CALLS] = [...(holder[EARLY_CALLS] ?? []), { url: href, authorization, response }];
  return response;
}

/**
 * The response of an early call for `request` (a GET of the same URL with the same bearer), at
 * most once: the call after it goes to the api. An early call that failed is made again. A GET
 * with no early call is noted, so that no early call starts for it afterwards.
 */
export function takeEarlyCall(
  request: Request,
  target: Window = window,
): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const holder = target as WithEarlyCalls;
  const authorization = request.headers.get('Authorization');
  const calls = holder[EARLY_CALLS] ?? [];
  const index = calls.findIndex(
    (call) => call.url === request.url && call.authorization === authorization,
  );
  if (index < 0) {
    (holder[CLIENT_CALLS] ??= new Set()).add(callKey(request.url, authorization));
    return undefined;
  }
  const [call] = calls.splice(index, 1);
  return call.response.catch(() => fetch(request));
}
