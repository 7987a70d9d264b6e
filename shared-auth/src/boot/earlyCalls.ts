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

type WithEarlyCalls = { [EARLY_CALLS]?: EarlyCall[] };

/**
 * Starts GET `url` with the bearer `token`, for the api client to take (`takeEarlyCall`).
 * Resolves with the response, for a boot script that reads it too (a clone).
 */
export function startEarlyCall(
  url: string,
  token: string,
  target: Window = window,
): Promise<Response> {
  const authorization = `Bearer ${token}`;
  const response = fetch(url, {
    // The headers the api client sends (shared-auth/src/api/baseQuery.ts).
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
  });
  // A failure is the taker's to handle (it asks again); nobody may be waiting yet.
  response.catch(() => undefined);
  const holder = target as WithEarlyCalls;
  holder[EARLY_CALLS] = [
    ...(holder[EARLY_CALLS] ?? []),
    { url: new URL(url).href, authorization, response },
  ];
  return response;
}

/**
 * The response of an early call for `request` (a GET of the same URL with the same bearer), at
 * most once: the call after it goes to the api. An early call that failed is made again.
 */
export function takeEarlyCall(
  request: Request,
  target: Window = window,
): Promise<Response> | undefined {
  const calls = (target as WithEarlyCalls)[EARLY_CALLS];
  if (!calls || request.method !== 'GET') return undefined;
  const index = calls.findIndex(
    (call) =>
      call.url === request.url && call.authorization === request.headers.get('Authorization'),
  );
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1);
  return call.response.catch(() => fetch(request));
}
