import { baseApi } from '../src/api';
import { apiState } from './apiState';
import { configureApi } from '../src/config';
import { fetchPublicConfig, LOGOUT_TIMEOUT_MS } from '../src/session/authCalls';
import { logOut } from '../src/session/logout';
import { loggedIn } from '../src/session/sessionSlice';
import { createStore } from '../src/store';

const user = { id: 7, name: 'Ada Rider', email: 'ada@example.test', admin: false };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function signedInStore(token = 'a.b.c') {
  const store = createStore();
  store.dispatch(loggedIn({ success: true, message: 'Logged in successfully', user, token }));
  return store;
}

/** Every message the session showed, in order, to catch one that flashes by. */
function recordMessages(store: ReturnType<typeof createStore>): Array<string | string[]> {
  const messages: Array<string | string[]> = [];
  store.subscribe(() => {
    const { message } = store.getState().session;
    if (messages.at(-1) !== message) messages.push(message);
  });
  return messages;
}

beforeEach(() => {
  localStorage.clear();
  configureApi({ apiUrl: 'http://api.test' });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('logOut', () => {
  it('tells the api with the current token first, and only then clears the session', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = signedInStore('tok.en.1');

    const done = store.dispatch(logOut());
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/v1/logout');
    expect(request.headers.get('Authorization')).toBe('Bearer tok.en.1');
    // Still signed in while the api has not answered: the token is what the call ends.
    expect(store.getState().session).toMatchObject({
      currentUser: user,
      token: 'tok.en.1',
      loggingOut: true,
    });
    expect(localStorage.length).toBe(1);

    answer(json(200, { success: true, message: 'Logout Successfully' }));
    await done;
    expect(store.getState().session).toMatchObject({
      currentUser: null,
      token: null,
      loggingOut: false,
      error: false,
      message: 'Logout Successfully',
    });
    expect(localStorage.length).toBe(0);
  });

  it.each([
    ['the api cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the api answers 500', async () => json(500, { success: false, error: true, message: 'x' })],
    [
      'the api refuses the token (401)',
      async () => json(401, { success: false, error: true, message: 'Invalid token' }),
    ],
  ])('still signs out with the usual message when %s', async (_case, respond) => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(respond);
    const store = signedInStore();
    const messages = recordMessages(store);
    await store.dispatch(logOut());
    expect(store.getState().session).toMatchObject({
      currentUser: null,
      token: null,
      loggingOut: false,
      error: false,
      message: 'Logout Successfully',
    });
    expect(messages).not.toContain('Connection Issues !');
    expect(messages).not.toContain('Your session has ended. Please log in again.');
    expect(localStorage.length).toBe(0);
  });

  it('gives a stalled api a few seconds, then signs out anyway', async () => {
    jest.useFakeTimers();
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      (input) =>
        new Promise<Response>((_resolve, reject) => {
          (input as Request).signal.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const store = signedInStore();
    let finished = false;
    const done = store.dispatch(logOut()).then(() => (finished = true));
    await jest.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS - 100);
    expect(finished).toBe(false);
    expect(store.getState().session.token).toBe('a.b.c');
    await jest.advanceTimersByTimeAsync(200);
    await done;
    expect(store.getState().session).toMatchObject({
      token: null,
      message: 'Logout Successfully',
    });
  });

  it('is not turned into an ended session by a query the api refuses while it is told', async () => {
    let answerLogout: (response: Response) => void = () => undefined;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      (input as Request).url.endsWith('/api/v1/logout')
        ? new Promise<Response>((resolve) => (answerLogout = resolve))
        : // The api has already ended the token the page's other call still carries.
          json(401, { success: false, error: true, message: 'Invalid token' }),
    );
    // A token of its own: a logout left hanging here must not be joined by the other tests.
    const store = signedInStore('tok.en.race');
    const messages = recordMessages(store);
    const done = store.dispatch(logOut());
    await store.dispatch(baseApi.endpoints.getMotorcycles.initiate());
    expect(store.getState().session).toMatchObject({ token: 'tok.en.race', loggingOut: true });

    answerLogout(json(200, { success: true, message: 'Logout Successfully' }));
    await done;
    expect(store.getState().session).toMatchObject({
      token: null,
      error: false,
      message: 'Logout Successfully',
    });
    expect(messages).not.toContain('Your session has ended. Please log in again.');
  });

  it('calls the api once when asked twice at the same time', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json(200, { success: true, message: 'Logout Successfully' }));
    const store = signedInStore();
    await Promise.all([store.dispatch(logOut()), store.dispatch(logOut())]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().session).toMatchObject({ token: null, message: 'Logout Successfully' });
  });

  it('only clears the session when there is no token to revoke', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    const store = createStore();
    await store.dispatch(logOut());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().session).toMatchObject({ token: null, message: 'Logout Successfully' });
  });

  it("drops the previous rider's cached data", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => json(200, { success: true, data: [] }))
      .mockImplementationOnce(async () => json(200, { success: true, message: 'ok' }));
    const store = signedInStore();
    await store.dispatch(baseApi.endpoints.getMotorcycles.initiate());
    expect(baseApi.endpoints.getMotorcycles.select()(apiState(store)).data).toEqual([]);
    await store.dispatch(logOut());
    expect(baseApi.endpoints.getMotorcycles.select()(apiState(store)).data).toBeUndefined();
  });
});

describe('the public config', () => {
  it('is read without a token, even by a signed-in browser', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json(200, { success: true, data: { adminSignup: 'open' } }));
    signedInStore();
    const result = await fetchPublicConfig();
    expect(result).toEqual({ data: { adminSignup: 'open' } });
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.url).toBe('http://api.test/api/v1/config');
    expect(request.method).toBe('GET');
    expect(request.headers.get('Authorization')).toBeNull();
  });
});
