import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemotePage } from '../src/remotes/registry';
import { chooseIn, json, mockApi, renderApp, rider, unreachable } from './support';

// The login page's message in the language shown (docs/ARCHITECTURE.md, "Languages"): the store
// keeps shared-auth's own sentences in English, the spec's words, and the page says them in the
// reader's language; the api's sentences come in it already and are shown as they came.
jest.mock('../src/remotes/registry');
const loadPage = jest.mocked(loadRemotePage);

beforeEach(() => {
  localStorage.clear();
  loadPage.mockReset();
  loadPage.mockImplementation(async (page) => () => <h1>{`remote ${page}`}</h1>);
});

async function logIn(password: string, button: string): Promise<void> {
  await userEvent.type(screen.getByLabelText('Email'), rider.email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('the login page after a logout', () => {
  it.each([
    ['en', 'Log in', 'Logout Successfully'],
    ['it', 'Accedi', 'Disconnessione eseguita'],
  ] as const)('says it in the language shown (%s)', async (language, heading, sentence) => {
    mockApi({ 'POST /api/v1/logout': () => json(200, { success: true, message: 'Bye' }) });
    const { store } = renderApp('/logout', rider, { language });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    // What the store holds stays the spec's English, whatever the page shows.
    expect(store.getState().session.message).toBe('Logout Successfully');
  });

  it('says it again in the other language from the switch, in place', async () => {
    mockApi({ 'POST /api/v1/logout': () => json(200, { success: true, message: 'Bye' }) });
    renderApp('/logout', rider);
    const said = await screen.findByText('Logout Successfully');
    await userEvent.type(screen.getByLabelText('Email'), 'kept@vespa.test');

    await chooseIn('Language', 'it');
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    // The same paragraph, re-rendered, and the same form: nothing was mounted again.
    expect(said).toHaveTextContent(/^Disconnessione eseguita$/);
    expect(said).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('kept@vespa.test');
  });
});

describe('the login page when the api cannot be reached', () => {
  it('says so in Italian, then in English from the switch, in the same alert', async () => {
    mockApi({ 'POST /api/v1/login': unreachable });
    const { store } = renderApp('/login', undefined, { language: 'it' });
    await screen.findByRole('heading', { name: 'Accedi' });
    await logIn('secret1', 'Accedi');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Problemi di connessione!');
    expect(store.getState().session.message).toBe('Connection Issues !');

    await chooseIn('Lingua', 'en');
    expect(await within(alert).findByText('Connection Issues !')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBe(alert);
  });

  it('says the exact English in English', async () => {
    mockApi({ 'POST /api/v1/login': unreachable });
    renderApp('/login');
    await logIn('secret1', 'Log in');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Connection Issues !$/);
  });
});

it('shows the api’s own sentence as it came, in either language shown', async () => {
  const refusal = 'Email o password non validi';
  mockApi({
    'POST /api/v1/login': () => json(401, { success: false, error: true, message: refusal }),
  });
  renderApp('/login', undefined, { language: 'it' });
  await screen.findByRole('heading', { name: 'Accedi' });
  await logIn('wrong1', 'Accedi');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(new RegExp(`^${refusal}$`));

  // The api answered in the language of the request; a switch does not rewrite its words.
  await chooseIn('Lingua', 'en');
  await screen.findByRole('heading', { name: 'Log in' });
  expect(alert).toHaveTextContent(new RegExp(`^${refusal}$`));
});
