import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderApp } from './support';

// The signup form asks the api's own rules (shared-domain) before sending: the addresses and
// names sent on 2026-11-25 are refused in the browser, in the api's words.

const SIGNUP = 'POST /api/v1/users';

function renderSignup() {
  const api = mockApi({
    'GET /api/v1/config': () => json(200, { success: true, data: { adminSignup: 'closed' } }),
    [SIGNUP]: () => json(201, { success: true, message: 'Account created successfully' }),
  });
  renderApp('/signup');
  return api;
}

async function fillIn(values: { name: string; email: string; password: string }) {
  await userEvent.type(await screen.findByLabelText('Full name'), values.name);
  await userEvent.type(screen.getByLabelText('Email'), values.email);
  await userEvent.type(screen.getByLabelText(/^Password/), values.password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

beforeEach(() => localStorage.clear());

describe('signing up with an address that is refused', () => {
  it.each([
    ['ADMIN@VESPA.TEST\u200b', "Email can't contain spaces or invisible characters"],
    [
      '\u0430dmin@vespa.test',
      "Email can't contain accented letters or letters of other alphabets before the @",
    ],
    ['evil@x.test?bcc=spy%40attacker.test', "Email can't contain ?, &, %, / or #"],
  ])('%j is refused in the words of the api, and nothing is sent', async (email, sentence) => {
    const api = renderSignup();
    await fillIn({ name: 'Mallory', email, password: 'mallory-pass' });

    const field = screen.getByLabelText('Email');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(sentence);
    expect(api.callsTo(SIGNUP)).toHaveLength(0);
    // Nothing typed is lost, and correcting the address clears the message.
    expect(screen.getByLabelText('Full name')).toHaveValue('Mallory');
    await userEvent.clear(field);
    await userEvent.type(field, 'mallory@example.test');
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});

it('refuses a name of Hangul fillers as blank', async () => {
  const api = renderSignup();
  await fillIn({ name: '\u3164\u3164', email: 'kim@example.test', password: 'kim-password' });
  expect(screen.getByLabelText('Full name')).toHaveFocus();
  expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription("Name can't be blank");
  expect(api.callsTo(SIGNUP)).toHaveLength(0);
});

it('sends an acceptable signup as typed', async () => {
  const api = renderSignup();
  await fillIn({ name: 'Kim Rider', email: ' Kim@Example.test ', password: 'kim-password' });
  // The app says so, then moves on (the message's element does not stay): seen is enough.
  await screen.findByText('Created Your Account');
  expect(api.callsTo(SIGNUP)[0]?.body).toEqual({
    user: { name: 'Kim Rider', email: 'Kim@Example.test', password: 'kim-password', admin: false },
  });
});

it('says what each field needs in Italian, in the rules’ Italian words', async () => {
  const api = mockApi({
    'GET /api/v1/config': () => json(200, { success: true, data: { adminSignup: 'closed' } }),
  });
  renderApp('/signup', undefined, { language: 'it' });
  await userEvent.type(await screen.findByLabelText('Nome e cognome'), 'K');
  await userEvent.type(screen.getByLabelText('Email'), 'zoë@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'qwerty');
  await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));

  expect(screen.getByLabelText('Nome e cognome')).toHaveAccessibleDescription(
    'Nome: troppo corto (minimo 2 caratteri)',
  );
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
    'L’email non può avere lettere accentate o di altri alfabeti prima della @',
  );
  expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
    expect.stringContaining('Password troppo comune'),
  );
  expect(api.callsTo(SIGNUP)).toHaveLength(0);
});
