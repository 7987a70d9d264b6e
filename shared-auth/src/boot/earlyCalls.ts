/**
 * Api calls a page starts before its code arrives. The shell's boot script (inline in its page,
 * shell/src/boot/) asks for a route's first list with the stored session's token while the apps'
 * code downloads; shared-auth's api client then takes that response for the same request instead
 * of asking again (docs/PERFORMANCE.md, "What the page does before its code arrives"). The two
 * are separate bundles, so the calls wait on the window.
 */
/**
 * The calls by their bearer and URL: an early call's response, or `asked` once the api client
 * has asked for one itself without one.
 */
type Calls = Map<string, Promise<Response> | 'asked'>;

// Not the name of the lists this once was: a remote's early-calls script and the shell's api
// client deploy apart, and one must not read the other's older shape.
export const EARLY_CALLS = '__vespaEarlyCallMap';

const callsOf = (): Calls => ((window as { [EARLY_CALLS]?: Calls })[EARLY_CALLS] ??= new Map());

const callKey = (url: string, authorization: string | null) => `${authorization ?? ''} ${url}`;

/**
 * Starts GET `url` with the bearer `token` (none: anonymous), for the api client to take
 * (`takeEarlyCall`). Resolves with the response, for a boot script that reads it too (a clone).
 * Nothing when the api client has already asked for it itself (the page's code came first): a
 * second request would be wasted, and its answer, never read, would hold the request open. The
 * same call asked for twice (the shell's page and a remote's script both start the shop's) is
 * made once.
 */
export function startEarlyCall(url: string, token: string | null): Promise<Response> | undefined {
  const authorization = token === null ? null : `Bearer ${token}`;
  const calls = callsOf();
  const key = callKey(new URL(url).href, authorization);
  const started = calls.get(key);
  if (started === 'asked') return undefined;
  if (started) return started;
  // The headers the api client sends (shared-auth/src/api/baseQuery.ts).
  const response = fetch(url, authorization ? { headers: { Authorization: authorization } } : {});
  // A failure is the taker's to handle (it asks again); nobody may be waiting yet.
  response.catch(() => undefined);
  calls.set(key, response);
  return response;
}

/**
 * The response of an early call for `request` (a GET of the same URL with the same bearer), at
 * most once: the call after it goes to the api. An early call that failed is made again. Either
 * way the GET is noted, so that no early call starts for it afterwards (a remote's script that
 * arrives after the page's code).
 */
function takeEarlyCall(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const calls = callsOf();
  const key = callKey(request.url, request.headers.get('Authorization'));
  const call = calls.get(key);
  calls.set(key, 'asked');
  return call === undefined || call === 'asked' ? undefined : call.catch(() => fetch(request));
}

/** Sends `request`, or takes the early call already made for it (`takeEarlyCall`). */
export const takeOrFetch = (request: Request): Promise<Response> =>
  takeEarlyCall(request) ?? fetch(request);
