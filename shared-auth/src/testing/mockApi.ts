import { PUBLIC_CONFIG, SHOP } from './fixtures';

/** One request the page sent to the api. */
export interface ApiCall {
  /** "METHOD /path", e.g. 'DELETE /api/v1/motorcycles/3'. */
  route: string;
  method: string;
  url: string;
  /** The parsed JSON body, if any. */
  body: unknown;
  authorization: string | null;
  /** The route pattern's `:name` parts, e.g. { id: '3' } for 'DELETE /api/v1/motorcycles/:id'. */
  params: Record<string, string>;
  request: Request;
}

/**
 * What the test api answers: a status and a JSON body, a Response (or a promise of one, to hold
 * the answer until the test releases it), or 'network' for a server that cannot be reached.
 */
export type ApiAnswer =
  { status: number; body: unknown } | Response | Promise<Response> | 'network';

export type ApiHandler = (call: ApiCall) => ApiAnswer;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A handler for a server that cannot be reached: the fetch fails, as offline. */
export const unreachable: ApiHandler = () => 'network';

/** A handler answering 200 with `{ success: true, data }`, as the api's list calls do. */
export const listOf =
  (data: unknown[]): ApiHandler =>
  () => ({ status: 200, body: { success: true, data } });

function matchRoute(pattern: string, route: string): Record<string, string> | null {
  const want = pattern.split(/[ /]/);
  const got = route.split(/[ /]/);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = got[i] as string;
    else if (part !== got[i]) return null;
  }
  return params;
}

/** Calls no route answered since the last look, as "METHOD /path". */
const unanswered: string[] = [];

/**
 * The calls no route of mockApi answered since the last look, and forgets them. The frontends'
 * jest setup (tools/test/jest.frontend-setup.cjs) fails a test that made any.
 */
export function unexpectedApiCalls(): string[] {
  return unanswered.splice(0);
}

/**
 * GET /api/v1/me for tests that do not route it: an account with no language chosen, which
 * leaves the browser's (what the apps read of it: shared-auth/src/session/locale.ts).
 */
const accountWithoutLanguage: ApiHandler = () => ({
  status: 200,
  body: { success: true, data: { locale: null } },
});

/** GET /api/v1/config as the api answers it by default, for tests that do not route it. */
const publicConfig: ApiHandler = () => ({
  status: 200,
  body: { success: true, data: PUBLIC_CONFIG },
});

/** GET /api/v1/shop as a shop that filled in its profile answers it (the footer reads it). */
const shopProfile: ApiHandler = () => ({ status: 200, body: { success: true, data: SHOP } });

/**
 * Stands in for the api: answers each call from `routes`, keyed "METHOD /path" (`:name` matches
 * one path segment). A call no route answers fails as an unreachable server would, and fails the
 * test too (unexpectedApiCalls): a test that means an unreachable server answers 'network'. The
 * public config (GET /api/v1/config), which pages read for settings such as the shop's time zone,
 * is answered with PUBLIC_CONFIG unless `routes` answers it, and the shop's profile (GET
 * /api/v1/shop, the footer's) with SHOP.
 * Returns every call in order, a filter by route, and the fetch spy (which the test may also
 * re-program).
 */
export function mockApi(routes: Record<string, ApiHandler> = {}) {
  const calls: ApiCall[] = [];
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    const route = `${request.method} ${new URL(request.url).pathname.replace(/\/+$/, '')}`;
    let handler: ApiHandler | undefined;
    let params: Record<string, string> = {};
    for (const [pattern, candidate] of Object.entries(routes)) {
      const matched = matchRoute(pattern, route);
      if (matched) {
        handler = candidate;
        params = matched;
        break;
      }
    }
    if (!handler && route === 'GET /api/v1/config') handler = publicConfig;
    if (!handler && route === 'GET /api/v1/me') handler = accountWithoutLanguage;
    if (!handler && route === 'GET /api/v1/shop') handler = shopProfile;
    const call: ApiCall = {
      route,
      method: request.method,
      url: request.url,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
      params,
      request,
    };
    calls.push(call);
    if (!handler) unanswered.push(route);
    const answer = handler ? handler(call) : 'network';
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer instanceof Response || answer instanceof Promise) return answer;
    return jsonResponse(answer.status, answer.body);
  });
  return {
    calls,
    fetch,
    /** The calls to one "METHOD /path" (exact path). */
    callsTo: (route: string) => calls.filter((call) => call.route === route),
  };
}

/** A promise and its resolve, to hold an answer until the test releases it. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
