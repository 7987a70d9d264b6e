// The catalog's list call in tests: the api answering it with motorcycles, failing, or not yet.
import { jsonResponse, mockApi } from 'shared-auth/testing';
import type { Motorcycle } from 'shared-domain';

const LIST = 'GET /api/v1/motorcycles';

/** The api answers the list with `data` every time it is asked. Returns the fetch spy. */
export function serveList(data: Motorcycle[]) {
  return mockApi({ [LIST]: () => listBody(data) }).fetch;
}

/** The api is unreachable (a network-level failure). */
export function serveNetworkFailure() {
  return mockApi({ [LIST]: () => 'network' }).fetch;
}

/** The list request never answers, so the page stays in its loading state. */
export function serveNothingYet() {
  return mockApi({ [LIST]: () => new Promise<Response>(() => undefined) }).fetch;
}

export function listBody(data: Motorcycle[]): Response {
  return jsonResponse(200, { success: true, data });
}

/** A motorcycle of the windowed list: its fields and its price for the window. */
export type Quoted = Motorcycle & { quote: number };

export interface CatalogAnswers {
  /** The plain list (no window), when the page asks for it. */
  list?: Motorcycle[];
  /** The windowed list's answer: the free motorcycles and how many are taken, or a refusal. */
  free?: { data: Quoted[]; taken: number } | { refuse: string[] } | 'network';
}

/**
 * The api answering GET /api/v1/motorcycles with and without a window (`?from=…&to=…`), as the
 * api's contract says: `{ success, data: [{ ...motorcycle, quote }], taken }`, or 422 with the
 * sentences in `message`. Returns mockApi's calls, with `windowsAsked()`: the windows the page
 * asked about, in order, as "from to".
 */
export function serveCatalog({ list = [], free = { data: [], taken: 0 } }: CatalogAnswers) {
  const api = mockApi({
    [LIST]: ({ url }) => {
      const params = new URL(url).searchParams;
      if (!params.has('from')) return listBody(list);
      if (free === 'network') return 'network';
      if ('refuse' in free) {
        return jsonResponse(422, { success: false, message: free.refuse });
      }
      return jsonResponse(200, { success: true, ...free });
    },
  });
  const windowsAsked = () =>
    api.callsTo(LIST).flatMap(({ url }) => {
      const params = new URL(url).searchParams;
      return params.has('from') ? [`${params.get('from')} ${params.get('to')}`] : [];
    });
  const plainAsked = () =>
    api.callsTo(LIST).filter(({ url }) => !new URL(url).searchParams.has('from')).length;
  return { ...api, windowsAsked, plainAsked };
}

/** `motorcycle` with its price for a window. */
export const quoted = (item: Motorcycle, quote: number): Quoted => ({ ...item, quote });
