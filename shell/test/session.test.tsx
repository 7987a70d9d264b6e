import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followOtherTabs, SESSION_KEY } from 'shared-auth';
import { loadRemotePage } from '../src/remotes/registry';
import { deferred, json, mockApi, renderApp, rider, TOKEN, unreachable } from './support';

jest.mock('../src/remotes/registry');
const loadPage = jest.mocked(loadRemotePage);

const LOGOUT = 'POST /api/v1/logout';
const loggedOutBody = { success: true, message: 'Logout Successfully' };

beforeEach(() => {
  localStorage.clear();
  loadPage.mockReset();
  loadPage.mockImplementation(async (page) => () => <h1>{`remote ${page}`}</h1>);
});

function currentPath(): string | null {
  return screen.getByTestId('current-path').textContent;
}

async function confirmLogout(): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await userEvent.click(screen.getByRole('button', { name: 'YES' }));
}

describe('logout tells the api before the session ends', () => {
  it('YES sends the token to the api, keeps the session until it answers, then shows the login screen at /', async () => {
    const logout = deferred<Response>();
    const api = mockApi({ [LOGOUT]: () => logout.promise });
    const { store } = renderApp('/reservations', rider);
    await screen.findByRole('heading', { name: 'remote booking/ReservationsPage' });

    await confirmLogout();
    const [request] = api.callsTo(LOGOUT);
    expect(request?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(store.getState().session).toMatchObject({ currentUser: rider, token: TOKEN });
    // Meanwhile neither the menu nor the login form: nothing to click with a dying token.
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();

    await act(async () => logout.resolve(json(200, loggedOutBody)));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByText('Logout Successfully')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(store.getState().session).toMatchObject({ currentUser: null, token: null });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('YES tells the api once the login screen has replaced the page, so a quick answer cannot let the page send the rider to /login', async () => {
    mockApi({ [LOGOUT]: () => json(200, loggedOutBody) });
    const answer = globalThis.fetch;
    const toldFrom: (string | null)[] = [];
    globalThis.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/logout'))
        toldFrom.push(currentPath());
      return answer(input, init);
    };
    try {
      renderApp('/reservations', rider);
      await screen.findByRole('heading', { name: 'remote booking/ReservationsPage' });
      await confirmLogout();
      expect(await screen.findByText('Logout Successfully')).toBeInTheDocument();
    } finally {
      globalThis.fetch = answer;
    }
    expect(toldFrom).toEqual(['/']);
    expect(currentPath()).toBe('/');
  });

  it.each([
    ['cannot be reached', unreachable],
    ['answers 500', () => json(500, { success: false, error: true, message: 'Boom' })],
    ['answers 401', () => json(401, { success: false, error: true, message: 'Invalid token' })],
  ])('YES still signs the rider out when the api %s', async (_case, handler) => {
    const api = mockApi({ [LOGOUT]: handler });
    const { store } = renderApp('/motorcycles', rider);
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    await confirmLogout();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByText('Logout Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(store.getState().session.token).toBeNull();
    // Told once; the page's other calls (the footer's shop) are not about the session.
    expect(api.callsTo(LOGOUT)).toHaveLength(1);
  });

  it('/logout sends the token, then clears the session and goes to /login', async () => {
    const logout = deferred<Response>();
    const api = mockApi({ [LOGOUT]: () => logout.promise });
    const { store } = renderApp('/logout', rider);
    await waitFor(() => expect(api.callsTo(LOGOUT)).toHaveLength(1));
    expect(api.callsTo(LOGOUT)[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(store.getState().session.token).toBe(TOKEN);

    await act(async () => logout.resolve(json(200, loggedOutBody)));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(store.getState().session).toMatchObject({ token: null, message: 'Logout Successfully' });
  });

  it('/logout still signs out when the api cannot be reached, and calls it once under StrictMode', async () => {
    const api = mockApi({ [LOGOUT]: unreachable });
    const { store } = renderApp('/logout', rider, { strict: true });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(store.getState().session.token).toBeNull();
    expect(api.callsTo(LOGOUT)).toHaveLength(1);
  });

  it('a rider who logs in again right after logging out stays signed in', async () => {
    const api = mockApi({
      [LOGOUT]: () => json(200, loggedOutBody),
      'POST /api/v1/login': () =>
        json(200, { success: true, message: 'Logged in', user: rider, token: 'second.to.ken' }),
      // Asked for the carousel the moment the login succeeds.
      'GET /api/v1/motorcycles': () => json(200, { success: true, data: [] }),
    });
    const { store } = renderApp('/motorcycles', rider, { strict: true });
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    await confirmLogout();
    await screen.findByRole('heading', { name: 'Log in' });

    await userEvent.type(screen.getByLabelText('Email'), rider.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' }),
    ).toBeInTheDocument();
    expect(store.getState().session.token).toBe('second.to.ken');
    expect(api.callsTo(LOGOUT)).toHaveLength(1);
  });
});

describe('a logout in another tab', () => {
  it('sends this tab from a guarded page to /login with the logout message, without calling the api', async () => {
    const api = mockApi({});
    const { store } = renderApp('/reservations', rider);
    const unfollow = followOtherTabs(store, window);
    try {
      await screen.findByRole('heading', { name: 'remote booking/ReservationsPage' });
      act(() => {
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: SESSION_KEY,
            oldValue: localStorage.getItem(SESSION_KEY),
            newValue: null,
            storageArea: localStorage,
          }),
        );
      });
      expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(currentPath()).toBe('/login');
      expect(await screen.findByText('Logout Successfully')).toBeInTheDocument();
      expect(api.callsTo(LOGOUT)).toEqual([]);
    } finally {
      unfollow();
    }
  });
});

describe('signup asks the api whether visitors may become administrators', () => {
  const CONFIG = 'GET /api/v1/config';
  const created = {
    success: true,
    message: 'Account created successfully',
    user: rider,
    token: 'a.b.c',
  };

  async function fillAndSubmit(): Promise<void> {
    await userEvent.type(screen.getByLabelText('Full name'), 'Nadia New');
    await userEvent.type(screen.getByLabelText('Email'), 'nadia@example.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'first-ride');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  }

  it('shows the Administrator checkbox when signup is open, and sends the choice', async () => {
    const api = mockApi({
      [CONFIG]: () => json(200, { success: true, data: { adminSignup: 'open' } }),
      'POST /api/v1/users': () => json(201, created),
    });
    renderApp('/signup');
    const checkbox = await screen.findByRole('checkbox', { name: 'Administrator' });
    expect(api.callsTo(CONFIG)[0]?.authorization).toBeNull();
    await userEvent.click(checkbox);
    await fillAndSubmit();
    await screen.findByText('Created Your Account');
    const [signup] = api.callsTo('POST /api/v1/users');
    expect(signup?.body).toEqual({
      user: { name: 'Nadia New', email: 'nadia@example.test', password: 'first-ride', admin: true },
    });
  });

  it.each([
    ['closed', () => json(200, { success: true, data: { adminSignup: 'closed' } })],
    ['unavailable (500)', () => json(500, { success: false, error: true, message: 'Boom' })],
    ['unknown to this api (404)', () => json(404, { success: false, error: true, message: 'x' })],
    ['unreachable', unreachable],
  ])('offers no checkbox and sends admin: false when signup is %s', async (_case, handler) => {
    const api = mockApi({
      [CONFIG]: handler,
      'POST /api/v1/users': () => json(201, created),
    });
    renderApp('/signup');
    await waitFor(() => expect(api.callsTo(CONFIG)).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('checkbox', { name: 'Administrator' })).not.toBeInTheDocument();
    await fillAndSubmit();
    await screen.findByText('Created Your Account');
    const [signup] = api.callsTo('POST /api/v1/users');
    expect(signup?.body).toMatchObject({ user: { admin: false } });
  });

  it('offers no checkbox while the api has not answered yet', async () => {
    const config = deferred<Response>();
    mockApi({ [CONFIG]: () => config.promise });
    renderApp('/signup');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Administrator' })).not.toBeInTheDocument();
    await act(async () =>
      config.resolve(json(200, { success: true, data: { adminSignup: 'open' } })),
    );
    expect(await screen.findByRole('checkbox', { name: 'Administrator' })).toBeInTheDocument();
  });
});

it('drops a failed login’s message when the visitor leaves the page, and keeps it until then', async () => {
  const refusal = { success: false, error: true, message: 'Invalid email or password' };
  mockApi({
    'POST /api/v1/login': () => json(401, refusal),
    'GET /api/v1/config': () => json(200, { success: true, data: { adminSignup: 'closed' } }),
  });
  const { store } = renderApp('/login');
  await userEvent.type(screen.getByLabelText('Email'), 'rider@example.test');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText(refusal.message)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
  await screen.findByRole('heading', { name: 'Sign up' });
  expect(screen.queryByText(refusal.message)).not.toBeInTheDocument();
  expect(store.getState().session).toMatchObject({ error: false, message: '' });
});
