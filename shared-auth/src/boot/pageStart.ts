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
  /**
   * Sent without the session's bearer: what the api tells anyone. Such a GET is a simple request
   * to the api's origin, with no preflight before it (docs/PERFORMANCE.md).
   */
  anonymous?: true;
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

/**
 * The remote page a visitor enters at the address, if the stored session may open it: its route,
 * its name among its remote's exposed pages, the session's token and the api the boot data names.
 */
export interface EnteredPage {
  route: PageRoute;
  page: string;
  token: string;
  api: string;
}

/** The page being entered and its early calls, for a script that reads the answers too. */
export interface StartedPage extends EnteredPage {
  location: PageLocation;
  /** Each early call's response; none for one the page's own code had already made. */
  responses: Array<Promise<Response> | undefined>;
}

/** The page entered at the address (EnteredPage); none signed out or without the api's address. */
export function enteredPage(bootData = readBootData()): EnteredPage | undefined {
  const session = loadSession(window.localStorage);
  const route = remoteRouteFor(window.location.pathname, session?.currentUser);
  const api = bootData.remotes?.api?.replace(/\/+$/, '');
  if (!session?.token || !route || !api) return undefined;
  return { route, page: route.page.slice(route.remote.length + 1), token: session.token, api };
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
 * page's files): starts the first requests of the page entered (enteredPage), if it is one of
 * `calls`' pages, for the api client to take (./earlyCalls.ts). Nothing otherwise.
 */
export function startPageCalls({ remote, pages }: EarlyCalls): StartedPage | undefined {
  const entered = enteredPage();
  const pageCalls = entered?.route.remote === remote ? pages[entered.page] : undefined;
  if (!entered || !pageCalls) return undefined;
  const { pathname, search } = window.location;
  const location = { params: routeParams(entered.route, pathname), search };
  return { ...entered, location, responses: startCalls(entered, pageCalls(location)) };
}

/** Starts `requests` early for the page entered: each with its session's bearer, unless anonymous. */
export function startCalls(entered: EnteredPage, requests: ApiRequest[]) {
  return requests.map((request) =>
    startEarlyCall(entered.api + requestPath(request), request.anonymous ? null : entered.token),
  );
}
