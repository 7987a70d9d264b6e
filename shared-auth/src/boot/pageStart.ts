import { startEarlyCall } from './earlyCalls';

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

/** The page being entered, as the shell's boot script announces it. */
export interface PageStart {
  remote: string;
  page: string;
  params: Record<string, string>;
  api: string;
  token: string;
}

const PAGE_START = '__vespaPageStart';
type WithPageStart = { [PAGE_START]?: PageStart };

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

/** The shell's boot script: which page is being entered, by whom (the session's token). */
export function announcePage(start: PageStart, target: Window = window): void {
  (target as WithPageStart)[PAGE_START] = start;
}

/**
 * A remote's early-calls script (its `early-calls.js`, which the shell's page loads beside the
 * page's files): starts the first requests of the page being entered, if it is one of `remote`'s,
 * for the api client to take (./earlyCalls.ts). Returns the page and its responses, for a script
 * that reads them too; nothing when another remote's page, or none, is being entered.
 */
export function startPageCalls(
  remote: string,
  calls: PageCalls,
  target: Window = window,
): { start: PageStart; location: PageLocation; responses: Promise<Response>[] } | undefined {
  const start = (target as WithPageStart)[PAGE_START];
  const pageCalls = start?.remote === remote ? calls[start.page] : undefined;
  if (!start || !pageCalls) return undefined;
  const location = { params: start.params, search: target.location.search };
  return {
    start,
    location,
    responses: pageCalls(location).map((request) =>
      startEarlyCall(start.api + requestPath(request), start.token, target),
    ),
  };
}
