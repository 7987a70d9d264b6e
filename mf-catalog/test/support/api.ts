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
