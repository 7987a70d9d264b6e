import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads, STAFF } from 'shared-auth/testing';
import { LANGUAGE_KEY } from 'shared-ui';
import { loadRemotePage } from '../src/remotes/registry';
import { deferred, json, mockApi, renderApp, rider, TOKEN } from './support';

jest.mock('../src/remotes/registry');
jest.mocked(loadRemotePage).mockImplementation(async (page) => () => <h1>{`remote ${page}`}</h1>);

const ME = 'GET /api/v1/me';
const CHANGE = 'PATCH /api/v1/me';
const account = {
  ...rider,
  phone: '+39 333 1234567',
  role: 'rider',
  locale: 'en',
  two_factor: false,
};
const refused = (message: string | string[]) => json(422, { success: false, error: true, message });

beforeEach(() => localStorage.clear());

/** What a Blob the page made holds (jsdom's Blob reads through a FileReader). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

async function openAccount(routes: Parameters<typeof mockApi>[0] = {}, language?: 'it') {
  const api = mockApi({ [ME]: () => json(200, { success: true, data: account }), ...routes });
  const rendered = renderApp('/account', rider, { language });
  await screen.findByRole('heading', {
    level: 1,
    name: language ? 'Il mio account' : 'My account',
  });
  await screen.findByLabelText(language ? 'Nome e cognome' : 'Full name');
  return { api, ...rendered };
}

describe('/account', () => {
  it('is reached from the menu, and says it is loading until the account arrives', async () => {
    const answer = deferred<Response>();
    mockApi({ [ME]: () => answer.promise });
    renderApp('/motorcycles', rider);
    await userEvent.click(await screen.findByRole('link', { name: 'My account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My account' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(document.title).toBe('My account · Vespa Rentals');
    await act(async () => answer.resolve(json(200, { success: true, data: account })));
    expect(within(section('Your details')).getByLabelText('Full name')).toHaveValue(rider.name);
    expect(within(section('Your details')).getByLabelText('Phone')).toHaveValue(account.phone);
    expect(within(section('Email')).getByLabelText('Email')).toHaveValue(rider.email);
  });

  it('sends a visitor who is not signed in to /login', async () => {
    mockApi();
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('saves name and phone, and the menu’s session follows the new name', async () => {
    const { api, store } = await openAccount({
      [CHANGE]: ({ body }) =>
        json(200, { success: true, data: { ...account, ...(body as object) } }),
    });
    const details = section('Your details');
    await userEvent.clear(within(details).getByLabelText('Full name'));
    await userEvent.type(within(details).getByLabelText('Full name'), 'Riley Rossi');
    await userEvent.clear(within(details).getByLabelText('Phone'));
    await userEvent.type(within(details).getByLabelText('Phone'), '06 555');
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('Your details are saved.')).toBeInTheDocument();
    expect(api.callsTo(CHANGE)[0]?.body).toEqual({ name: 'Riley Rossi', phone: '06 555' });
    expect(api.callsTo(CHANGE)[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(store.getState().session.currentUser).toEqual({
      ...rider,
      name: 'Riley Rossi',
      role: 'rider',
    });
  });

  it('keeps staff staff when they save their details: no owner’s page appears', async () => {
    const staffAccount = { ...STAFF, phone: null, locale: 'en', two_factor: false };
    mockApi({
      [ME]: () => json(200, { success: true, data: staffAccount }),
      [CHANGE]: ({ body }) =>
        json(200, { success: true, data: { ...staffAccount, ...(body as object) } }),
    });
    const { store } = renderApp('/account', STAFF);
    const details = await screen.findByRole('region', { name: 'Your details' });
    await userEvent.clear(await within(details).findByLabelText('Full name'));
    await userEvent.type(within(details).getByLabelText('Full name'), 'Sam Desk');
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('Your details are saved.')).toBeInTheDocument();
    expect(store.getState().session.currentUser).toEqual({ ...STAFF, name: 'Sam Desk' });
    const menu = screen.getByRole('navigation');
    expect(within(menu).getByRole('link', { name: 'Today' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
  });

  it('shows the api’s sentences when it refuses, and keeps what was typed', async () => {
    await openAccount({ [CHANGE]: () => refused(['Name is too short (minimum is 2 characters)']) });
    const details = section('Your details');
    await userEvent.clear(within(details).getByLabelText('Full name'));
    await userEvent.type(within(details).getByLabelText('Full name'), 'R');
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'Name is too short (minimum is 2 characters)',
    );
    expect(within(details).getByLabelText('Full name')).toHaveValue('R');
  });

  it('changes the email with the current password, and says when that password is wrong', async () => {
    let tries = 0;
    const { api, store } = await openAccount({
      [CHANGE]: () => {
        tries += 1;
        return tries === 1
          ? refused(['Current password is wrong'])
          : json(200, { success: true, data: { ...account, email: 'new@example.test' } });
      },
    });
    const email = section('Email');
    await userEvent.clear(within(email).getByLabelText('Email'));
    await userEvent.type(within(email).getByLabelText('Email'), ' new@example.test ');
    await userEvent.type(within(email).getByLabelText('Current password'), 'wrong-one');
    await userEvent.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(await within(email).findByRole('alert')).toHaveTextContent('Current password is wrong');

    await userEvent.clear(within(email).getByLabelText('Current password'));
    await userEvent.type(within(email).getByLabelText('Current password'), 'right-one');
    await userEvent.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(
      await within(email).findByText(
        'Your email is changed. We sent a notice to your old address.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(CHANGE)[1]?.body).toEqual({
      email: 'new@example.test',
      current_password: 'right-one',
    });
    expect(within(email).getByLabelText('Current password')).toHaveValue('');
    expect(store.getState().session.currentUser?.email).toBe('new@example.test');
  });

  it('changes the password and keeps the session on the fresh token the api gives', async () => {
    const { api, store } = await openAccount({
      [CHANGE]: () => json(200, { success: true, data: account, token: 'fresh.token.here' }),
    });
    const password = section('Password');
    expect(within(password).getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'At least 6 characters.',
    );
    await userEvent.type(within(password).getByLabelText(/^New password/), 'a-new-password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'old-password');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(
      await within(password).findByText(
        'Your password is changed. Your other devices are signed out.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(CHANGE)[0]?.body).toEqual({
      password: 'a-new-password',
      current_password: 'old-password',
    });
    expect(store.getState().session.token).toBe('fresh.token.here');
    expect(within(password).getByLabelText(/^New password/)).toHaveValue('');
  });

  it('downloads my data as a JSON file', async () => {
    const downloads = captureDownloads();
    const exported = {
      account,
      calendar_feed: false,
      reservations: [{ id: 7, status: 'returned' }],
    };
    await openAccount({ 'GET /api/v1/me/export': () => json(200, exported) });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved.map((file) => file.name)).toEqual(['vespa-rentals-my-data.json']);
    expect(JSON.parse(await textOf(downloads.saved[0]?.blob as Blob))).toEqual(exported);
    downloads.restore();
  });

  it('deletes the account with the password, then signs out to /login with the api’s sentence', async () => {
    let tries = 0;
    const { api, store } = await openAccount({
      'DELETE /api/v1/me': () => {
        tries += 1;
        return tries === 1
          ? refused(['Password is wrong'])
          : json(200, { success: true, message: 'Your account has been deleted' });
      },
    });
    const deletion = section('Delete my account');
    expect(within(deletion).getByText(/rides that have not started are cancelled/)).toBeVisible();
    await userEvent.type(within(deletion).getByLabelText('Password'), 'not-it');
    await userEvent.click(within(deletion).getByRole('button', { name: 'Delete my account' }));
    expect(await within(deletion).findByRole('alert')).toHaveTextContent('Password is wrong');
    expect(store.getState().session.token).toBe(TOKEN);

    await userEvent.clear(within(deletion).getByLabelText('Password'));
    await userEvent.type(within(deletion).getByLabelText('Password'), 'the-password');
    await userEvent.click(within(deletion).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    expect(api.callsTo('DELETE /api/v1/me')[1]?.body).toEqual({ password: 'the-password' });
    expect(store.getState().session).toMatchObject({ currentUser: null, token: null });
  });

  it('says so when the account cannot be loaded, and tries again', async () => {
    let tries = 0;
    mockApi({
      [ME]: () => {
        tries += 1;
        return tries === 1 ? 'network' : json(200, { success: true, data: account });
      },
    });
    renderApp('/account', rider);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue(rider.name);
  });
});

describe('/account in Italian', () => {
  it('speaks Italian, and its language switch turns the screen to English and keeps it in the account', async () => {
    const { api } = await openAccount(
      { [CHANGE]: () => json(200, { success: true, data: account }) },
      'it',
    );
    expect(section('I tuoi dati')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica i miei dati' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elimina il mio account' })).toBeInTheDocument();
    const details = section('I tuoi dati');
    await userEvent.selectOptions(within(details).getByLabelText('Lingua'), 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My account' }),
    ).toBeInTheDocument();
    expect(within(section('Your details')).getByLabelText('Language')).toHaveValue('en');
    expect(api.callsTo(CHANGE)[0]?.body).toEqual({ locale: 'en' });
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });
});
