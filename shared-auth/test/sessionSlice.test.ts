import { createStore } from '../src/store';
import { login, signup } from '../src/session/authCalls';
import { clearMessage, loggedIn, loggedOut } from '../src/session/sessionSlice';
import { loadSession, SESSION_KEY } from '../src/session/persist';
import { configureApi } from '../src/config';
import { baseApi } from '../src/api';

const user = { id: 7, name: 'Ada Rider', email: 'ada@example.test', admin: false };

function respondWith(status: number, body: unknown) {
  return jest.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

/** The headers the api client sends with its next authenticated call (the motorcycle list). */
async function headersOfNextCall(store: ReturnType<typeof createStore>) {
  const fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(respondWith(200, { success: true, data: [] }));
  await store.dispatch(
    baseApi.endpoints.getMotorcycles.initiate(undefined, { forceRefetch: true }),
  );
  const [request] = fetchMock.mock.calls.at(-1) as unknown as [Request];
  return Object.fromEntries(request.headers.entries());
}

beforeEach(() => {
  localStorage.clear();
  configureApi({ apiUrl: 'http://api.test' });
});

describe('session slice', () => {
  it('says Loading... while a login is pending', async () => {
    let release: (value: Response) => void = () => undefined;
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise((resolve) => (release = resolve)));
    const store = createStore();
    const pending = store.dispatch(login({ email: user.email, password: 'secret1' }));
    await Promise.resolve();
    expect(store.getState().session).toMatchObject({
      loading: true,
      success: false,
      error: false,
      message: 'Loading...',
    });
    release(
      new Response(
        JSON.stringify({ success: true, message: 'Logged in successfully', user, token: 'a.b.c' }),
        { status: 200 },
      ),
    );
    await pending;
  });

  it('stores the user, the token and the request header on a successful login', async () => {
    const fetchMock = respondWith(200, {
      success: true,
      message: 'Logged in successfully',
      user,
      token: 'a.b.c',
    });
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
    const store = createStore();
    await store.dispatch(login({ email: user.email, password: 'secret1' }));
    expect(store.getState().session).toMatchObject({
      currentUser: user,
      token: 'a.b.c',
      success: true,
      error: false,
      loading: false,
      message: 'Logged in successfully',
    });
    const request = fetchMock.mock.calls[0] as unknown as [Request];
    expect(request[0].url).toBe('http://api.test/api/v1/login');
    expect(request[0].headers.get('Authorization')).toBeNull();
    expect(await request[0].json()).toEqual({ user: { email: user.email, password: 'secret1' } });
    // The request header built from the token: a bearer authorization.
    expect(await headersOfNextCall(store)).toMatchObject({ authorization: 'Bearer a.b.c' });
  });

  it("shows the api's message and sets the error flag when the login is refused", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        respondWith(401, { success: false, error: true, message: 'Invalid email or password' }),
      );
    const store = createStore();
    await store.dispatch(login({ email: user.email, password: 'wrong-pw' }));
    expect(store.getState().session).toMatchObject({
      currentUser: null,
      token: null,
      error: true,
      success: false,
      message: 'Invalid email or password',
    });
  });

  it("says 'Connection Issues !' when the api cannot be reached", async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const store = createStore();
    await store.dispatch(login({ email: user.email, password: 'secret1' }));
    expect(store.getState().session).toMatchObject({ error: true, message: 'Connection Issues !' });
  });

  it("says 'Created Your Account' after a signup and keeps the validation list of a refused one", async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementationOnce(
      respondWith(201, {
        success: true,
        message: 'Account created successfully',
        user,
        token: 'a.b.c',
      }),
    );
    const store = createStore();
    await store.dispatch(
      signup({
        name: 'Ada',
        email: user.email,
        password: 'secret1',
        admin: false,
      }),
    );
    expect(store.getState().session).toMatchObject({
      success: true,
      error: false,
      message: 'Created Your Account',
    });

    const errors = [
      'Email has already been taken',
      'Password is too short (minimum is 6 characters)',
    ];
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(respondWith(422, { success: false, error: true, message: errors }));
    await store.dispatch(
      signup({
        name: 'Ada',
        email: user.email,
        password: 'x',
        admin: false,
      }),
    );
    expect(store.getState().session).toMatchObject({
      success: false,
      error: true,
      message: errors,
    });
  });

  it("logs out: user, token and header cleared, 'Logout Successfully' said, nothing kept on disk", async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      respondWith(200, {
        success: true,
        message: 'Logged in successfully',
        user,
        token: 'a.b.c',
      }),
    );
    const store = createStore();
    await store.dispatch(login({ email: user.email, password: 'secret1' }));
    expect(localStorage.length).toBe(1);
    store.dispatch(loggedOut());
    expect(store.getState().session).toMatchObject({
      currentUser: null,
      token: null,
      message: 'Logout Successfully',
    });
    expect((await headersOfNextCall(store)).authorization).toBeUndefined();
    expect(localStorage.length).toBe(0);
    store.dispatch(clearMessage());
    expect(store.getState().session.message).toBe('');
  });

  it('keeps the session across a reload of the page', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      respondWith(200, {
        success: true,
        message: 'Logged in successfully',
        user,
        token: 'a.b.c',
      }),
    );
    await createStore().dispatch(login({ email: user.email, password: 'secret1' }));
    expect(createStore().getState().session).toMatchObject({ currentUser: user, token: 'a.b.c' });
  });

  it('does not restore a session whose token has expired', () => {
    const payload = btoa(JSON.stringify({ sub: 7, exp: Math.floor(Date.now() / 1000) - 60 }));
    localStorage.setItem(
      'vespa-rentals.session',
      JSON.stringify({ currentUser: user, token: `h.${payload}.s` }),
    );
    expect(createStore().getState().session.currentUser).toBeNull();
  });

  it('stores who is signed in and the token, nothing of the screen', () => {
    const store = createStore();
    store.dispatch(loggedIn({ success: true, message: '', user, token: 'a.b.c' }));
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual({
      currentUser: user,
      token: 'a.b.c',
    });
  });

  it('loads a session stored with the menu state it once kept, and drops that state', () => {
    const stored = { currentUser: user, token: 'a.b.c', menuIcon: 'xmark' };
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored));
    expect(loadSession(localStorage)).toEqual({ currentUser: user, token: 'a.b.c' });
    const store = createStore();
    expect(store.getState().session).toMatchObject({ currentUser: user, token: 'a.b.c' });
    expect(store.getState().session).not.toHaveProperty('menuIcon');
    store.dispatch(clearMessage());
    store.dispatch(loggedIn({ success: true, message: '', user, token: 'd.e.f' }));
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual({
      currentUser: user,
      token: 'd.e.f',
    });
  });
});

describe('authenticated calls', () => {
  it('send the bearer token (a GET without a body, so no content type), and end the session when the api answers 401', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: true, message: 'ok', user, token: 'a.b.c' }), {
          status: 200,
        }),
      )
      // GET /api/v1/me after the login: an account without a chosen language.
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: true, data: { ...user, locale: null } }), {
          status: 200,
        }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: false, error: true, message: 'Token expired' }), {
          status: 401,
        }),
      );
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
    const store = createStore();
    await store.dispatch(login({ email: user.email, password: 'secret1' }));
    await store.dispatch(baseApi.endpoints.getMotorcycles.initiate());

    const [request] = fetchMock.mock.calls[2] as [Request];
    expect(request.url).toBe('http://api.test/api/v1/motorcycles');
    expect(request.headers.get('Authorization')).toBe('Bearer a.b.c');
    expect(request.headers.get('Content-Type')).toBeNull();
    expect(store.getState().session).toMatchObject({
      currentUser: null,
      token: null,
      error: true,
      message: 'Your session has ended. Please log in again.',
    });
  });
});
