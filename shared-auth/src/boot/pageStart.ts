import { loadSession } from '../session/persist';
import { readBootData } from './bootData';
import { startEarlyCall } from './earlyCalls';
import { remoteRouteFor, routeParams, type PageRoute } from './routes';

/**
 * A request as an endpoint of the api client makes it: a path under the api and its query
 * parameters (RTK Query's `{ url, params }`).
 */
export interface ApiRequest {
  url: string;
  params?: Record<string, string | number | boolean | undefined>;
}

/** Where a page is entered: its route's `:params` and the address's query string. */
export interface PageLocation {
  params: Record<string, string>;
  search: string;
}

/** For each page a remote exposes, the requests it makes first when it opens at `location`. */
export type PageCalls = Record<string, (location: PageLocation) => ApiRequest[]>;

/**
 * A remote's early calls (its src/earlyCalls.ts): for each page it exposes, the requests it makes
 * first, and what to do with their answers too (the catalog preloads the picture its page paints
 * first, once the list names it).
 */
export interface EarlyCalls {
  /** The remote's federation name: its pages' routes say it too. */
  remote: string;
  pages: PageCalls;
  then?: (started: StartedPage) => Promise<void>;
}

/** The page being entered and its early calls, for a script that reads the answers too. */
export interface StartedPage {
  route: PageRoute;
  location: PageLocation;
  api: string;
  /** Each early call's response; none for one the page's own code had already made. */
  responses: Array<Promise<Response> | undefined>;
}

/**
 * The path and query of `request` exactly as the api client writes them (RTK Query's
 * fetchBaseQuery: the parameters left undefined dropped, the rest as URLSearchParams writes
 * them), so an early call and the page's own request are the same URL.
 */
export function requestPath({ url, params }: ApiRequest): string {
  if (!params) return url;
  const defined = Object.entries(params).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, String(value)]],
  );
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(defined).toString()}`;
}

/**
 * A remote's early-calls script (its `early-calls.js`, which the shell's page loads beside the
 * page's files): starts the first requests of the page at the address, if it is one of `calls`'
 * pages and the stored session may open it, with the session's token and the api the page's boot
 * data names, for the api client to take (./earlyCalls.ts). Nothing otherwise.
 */
export function startPageCalls(
  { remote, pages }: EarlyCalls,
  target: Window = window,
): StartedPage | undefined {
  const session = loadSession(target.localStorage);
  const route = remoteRouteFor(target.location.pathname, session?.currentUser);
  const api = readBootData(target.document).remotes?.api?.replace(/\/+$/, '');
  const pageCalls = route?.remote === remote ? pages[route.page.slice(remote.length + 1)] : null;
  if (!session?.token || !route || !api || !pageCalls) return undefined;
  const location = {
    params: routeParams(route, target.location.pathname),
    search: target.location.search,
  };
  const token = session.token;
  return {
    route,
    location,
    api,
    responses: pageCalls(location).map((request) =>
      startEarlyCall(api + requestPath(request), token, target),
    ),
  };
}
