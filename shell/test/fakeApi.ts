type Handler = (request: Request) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers the shell's api calls from `routes`, keyed "METHOD /path"; any other call fails as an
 * unreachable server would. Returns the fetch mock, whose calls are the Requests sent.
 */
export function fakeApi(routes: Record<string, Handler>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const handler = routes[`${request.method} ${new URL(request.url).pathname}`];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(request);
  });
}

/** The Requests a fetch mock received for one "METHOD /path". */
export function callsTo(fetchMock: jest.Mock | jest.SpyInstance, route: string): Request[] {
  return (fetchMock.mock.calls as unknown[][])
    .map(([input]) => input as Request)
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
}

/** A response the test releases when it wants, to look at the page while a call is pending. */
export function deferred(): { handler: Handler; answer: (response: Response) => void } {
  let answer: (response: Response) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => (answer = resolve));
  return { handler: () => pending, answer: (response) => answer(response) };
}
