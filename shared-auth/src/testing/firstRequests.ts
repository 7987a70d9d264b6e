import { act, waitFor } from '@testing-library/react';
import { requestPath, type ApiRequest, type EarlyCalls, type PageLocation } from '../boot';
import { EARLY_CALLS } from '../boot/earlyCalls';
import { TEST_API_URL } from './fixtures';

/** A page opened afresh: the calls an earlier test's page started early are gone with it. */
export function forgetEarlyCalls(): void {
  Reflect.deleteProperty(window, EARLY_CALLS);
}

/**
 * Checks a remote's early calls (its src/earlyCalls.ts) against its page: `open()` renders the
 * page entered at `location`, with an api that holds every answer back, and the GET requests the
 * page sends before any answer has come must be exactly what `calls[page]` starts for it. A page
 * that asks for something else would have the api asked twice (docs/ARCHITECTURE.md, "Entering a
 * page").
 */
export async function expectEarlyCallsOf(
  calls: EarlyCalls,
  page: string,
  location: PageLocation,
  open: () => void,
): Promise<void> {
  const sent: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'GET') sent.push(request.url);
    return new Promise<Response>(() => undefined);
  });
  const expected = (calls.pages[page]?.(location) ?? []).map(
    (request: ApiRequest) => new URL(TEST_API_URL + requestPath(request)).href,
  );
  open();
  await waitFor(() => expect(sent).toEqual(expect.arrayContaining(expected)));
  // Whatever else the page sends before an answer comes has been sent by now.
  await act(async () => undefined);
  expect([...new Set(sent)].sort()).toEqual([...new Set(expected)].sort());
}
