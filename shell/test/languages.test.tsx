import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_KEY } from 'shared-ui';
import { loadRemotePage } from '../src/remotes/registry';
import { listOf } from 'shared-auth/testing';
import { chooseIn, json, mockApi, renderApp, rider, TOKEN } from './support';

jest.mock('../src/remotes/registry');
const loadPage = jest.mocked(loadRemotePage);

const ME = 'PATCH /api/v1/me';

beforeEach(() => {
  localStorage.clear();
  loadPage.mockReset();
  loadPage.mockImplementation(async (page) => () => <h1>{`remote ${page}`}</h1>);
});

describe('the shell in English and Italian', () => {
  it('shows the login screen in Italian, then in English again from its switch, in place', async () => {
    renderApp('/login', undefined, { language: 'it' });
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crea un account' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');

    await userEvent.type(screen.getByLabelText('Email'), 'kept@vespa.test');
    await chooseIn('Lingua', 'en');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    // The same form, re-rendered: what the visitor typed is still there.
    expect(screen.getByLabelText('Email')).toHaveValue('kept@vespa.test');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('keeps a visitor’s choice in the browser and asks the api in it', async () => {
    const api = mockApi({
      'POST /api/v1/login': () =>
        json(401, { success: false, error: true, message: 'Email o password non validi' }),
    });
    renderApp('/login');
    await chooseIn('Language', 'it');
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('it');

    await userEvent.type(screen.getByLabelText('Email'), 'nobody@vespa.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong1');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Email o password non validi')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/login')[0]?.request.headers.get('Accept-Language')).toBe('it');
  });

  it('shows the account’s language once a user signs in, read from their account', async () => {
    const api = mockApi({
      'POST /api/v1/login': () =>
        json(200, { success: true, message: 'Login Successfully', user: rider, token: TOKEN }),
      'GET /api/v1/me': () => json(200, { success: true, data: { ...rider, locale: 'it' } }),
      'GET /api/v1/motorcycles': listOf([]),
    });
    renderApp('/login');
    await userEvent.type(screen.getByLabelText('Email'), rider.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Esci' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    expect(api.callsTo('GET /api/v1/me')[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('keeps the browser’s language after a login when the account has none or cannot answer', async () => {
    mockApi({
      'POST /api/v1/login': () =>
        json(200, { success: true, message: 'Login Successfully', user: rider, token: TOKEN }),
      'GET /api/v1/me': () => json(500, { success: false, error: true, message: 'Boom' }),
      'GET /api/v1/motorcycles': listOf([]),
    });
    renderApp('/login');
    await userEvent.type(screen.getByLabelText('Email'), rider.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the menu and the logout question in Italian, and keeps a signed-in choice in the account', async () => {
    const api = mockApi({ [ME]: () => json(200, { success: true, data: { ...rider } }) });
    renderApp('/motorcycles', rider);
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    await chooseIn('Language', 'it');
    const menu = await screen.findByRole('navigation', { name: 'Menu principale' });
    // The open remote page stays: no reload, no new sign-in.
    expect(
      screen.getByRole('heading', { name: 'remote catalog/CarouselPage' }),
    ).toBeInTheDocument();
    const [call] = api.callsTo(ME);
    expect(call?.body).toEqual({ locale: 'it' });
    expect(call?.authorization).toBe(`Bearer ${TOKEN}`);
    // The remote pages' entries and the page's title too.
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Moto', 'Prenota', 'Le mie prenotazioni', 'Il mio account']);
    expect(document.title).toBe('Moto · Vespa Rentals');

    await userEvent.click(within(menu).getByRole('button', { name: 'Esci' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sei sicuro?')).toBeInTheDocument();
    expect(within(dialog).getByText('Stai per uscire da Vespa Rentals.')).toBeInTheDocument();
  });

  it('keeps the choice in the browser, and says nothing, when the account cannot keep it', async () => {
    mockApi({ [ME]: () => json(500, { success: false, error: true, message: 'Boom' }) });
    renderApp('/motorcycles', rider);
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    await chooseIn('Language', 'it');
    expect(await screen.findByRole('navigation', { name: 'Menu principale' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('it');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['/signup', undefined, 'Registrati'],
    ['/nowhere', undefined, 'Pagina non trovata'],
    ['/admin/today', rider, 'Solo per amministratori'],
  ])('shows %s in Italian', async (path, user, heading) => {
    renderApp(path, user, { language: 'it' });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Lingua' })).toHaveValue('it');
  });

  it('shows a remote page’s fallback in Italian, with its Retry', async () => {
    loadPage.mockRejectedValue(new Error('down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/reservations', rider, { language: 'it' });
    expect(
      await screen.findByRole('heading', {
        name: 'Non è stato possibile caricare questa parte dell’app',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Controlla la connessione e riprova. Il resto dell’app funziona.'),
    ).toBeInTheDocument();
  });
});
