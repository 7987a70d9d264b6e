import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemotePage, preloadRemotePage } from '../src/remotes/registry';
import { json, mockApi, renderApp, rider } from './support';

jest.mock('../src/remotes/registry');
const loadPage = jest.mocked(loadRemotePage);
const preload = jest.mocked(preloadRemotePage);

const LIST = 'GET /api/v1/motorcycles';
const loggedIn = { success: true, message: 'Logged in', user: rider, token: 'fresh.to.ken' };

beforeEach(() => {
  localStorage.clear();
  loadPage.mockReset();
  preload.mockReset();
  loadPage.mockImplementation(async (page) => () => <h1>{`remote ${page}`}</h1>);
});

afterEach(() => jest.restoreAllMocks());

async function logIn(): Promise<void> {
  await userEvent.type(screen.getByLabelText('Email'), rider.email);
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('from the login form to the carousel', () => {
  it('loads the carousel page once the visitor starts typing, not while they only look', async () => {
    mockApi();
    renderApp('/login');
    expect(preload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Email'));
    expect(preload).toHaveBeenCalledWith('catalog/CarouselPage');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('asks for the motorcycle list with the new token as soon as the login succeeds', async () => {
    const api = mockApi({
      'POST /api/v1/login': () => json(200, loggedIn),
      [LIST]: () => json(200, { success: true, data: [] }),
    });
    renderApp('/login');
    await logIn();
    expect(
      await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(api.callsTo(LIST)[0]?.authorization).toBe('Bearer fresh.to.ken');
  });

  it('preloads nothing and asks for no list when the login leads back to another page', async () => {
    const api = mockApi({ 'POST /api/v1/login': () => json(200, loggedIn) });
    renderApp('/reservations');
    await logIn();
    expect(
      await screen.findByRole('heading', { name: 'remote booking/ReservationsPage' }),
    ).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });

  it('does not ask for the list when the login fails', async () => {
    const api = mockApi({
      'POST /api/v1/login': () =>
        json(401, { success: false, error: true, message: 'Invalid email or password' }),
    });
    renderApp('/login');
    await logIn();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });
});
