import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemotePage } from '../src/remotes/registry';
import { admin, json, mockApi, PUBLIC_CONFIG, renderApp, rider } from './support';

// Two-factor sign-in in the shell (api/README.md, "Two-factor sign-in"): the login page's second
// step, and the account's section where an administrator turns it on.

jest.mock('../src/remotes/registry');
jest.mocked(loadRemotePage).mockImplementation(async (page) => () => <h1>{`remote ${page}`}</h1>);

const LOGIN = 'POST /api/v1/login';
const SECOND_STEP = 'POST /api/v1/login/2fa';
const challenge = { success: true, two_factor_required: true, challenge: 'the.chal.lenge' };
const loggedIn = { success: true, message: 'Logged in', user: admin, token: 'fresh.to.ken' };
const refusal = (status: number, message: string | string[]) =>
  json(status, { success: false, error: true, message });

beforeEach(() => localStorage.clear());

async function passwordStep(): Promise<void> {
  await userEvent.type(screen.getByLabelText('Email'), admin.email);
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login page with two-factor sign-in', () => {
  it('asks for the code on the same page, then signs in with it', async () => {
    const api = mockApi({
      [LOGIN]: () => json(200, challenge),
      [SECOND_STEP]: () => json(200, loggedIn),
    });
    const { store } = renderApp('/login');
    await passwordStep();

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription(
      'The 6-digit code your authenticator app shows, or one of your recovery codes.',
    );
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();

    await userEvent.type(code, ' 123 456 {Enter}');
    expect(
      await screen.findByRole('heading', { name: 'remote admin/TodayPage' }),
    ).toBeInTheDocument();
    expect(api.callsTo(SECOND_STEP)[0]?.body).toEqual({
      challenge: 'the.chal.lenge',
      code: '123 456',
    });
    expect(store.getState().session).toMatchObject({ currentUser: admin, token: 'fresh.to.ken' });
  });

  it("shows the api's sentence for a wrong code, and Start again goes back to the password", async () => {
    const wrong = 'That code is not right.';
    mockApi({ [LOGIN]: () => json(200, challenge), [SECOND_STEP]: () => refusal(401, wrong) });
    const { store } = renderApp('/login');
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('Authentication code'), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });

  it('asks in Italian when Italian is shown', async () => {
    mockApi({ [LOGIN]: () => json(200, challenge) });
    renderApp('/login', undefined, { language: 'it' });
    await userEvent.type(await screen.findByLabelText('Email'), admin.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByLabelText('Codice di autenticazione')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Verifica' })).toBeInTheDocument();
  });
});

const ME = 'GET /api/v1/me';
const SETUP = 'POST /api/v1/me/2fa/setup';
const ENABLE = 'POST /api/v1/me/2fa/enable';
const adminAccount = { ...admin, phone: null, role: 'owner', locale: 'en', two_factor: false };
const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const codes = Array.from({ length: 10 }, (_, n) => `abcd${n}-efghj`);
const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function openAccount(
  user: typeof admin,
  data: object,
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    [ME]: () => json(200, { success: true, data }),
    [SETUP]: () =>
      json(200, {
        success: true,
        data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: qrSvg },
      }),
    [ENABLE]: () => json(200, { success: true, message: 'On', data: { recovery_codes: codes } }),
    ...routes,
  });
  const { store } = renderApp('/account', user);
  await screen.findByLabelText('Full name');
  return { ...api, store };
}

describe("the account's two-factor sign-in", () => {
  it('sets up with the QR code as an image and the key, then shows the recovery codes once', async () => {
    const api = await openAccount(admin, adminAccount);
    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });
    await userEvent.click(
      within(section).getByRole('button', { name: 'Set up two-factor sign-in' }),
    );
    const qr = await within(section).findByRole('img', {
      name: 'QR code for your authenticator app',
    });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`,
    );
    // The SVG is an image, never markup of the page.
    expect(section.querySelector('svg, script')).toBeNull();
    expect(within(section).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await userEvent.type(within(section).getByLabelText('Authentication code'), '654321');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(itemsOf(list)).toEqual(codes);
    expect(api.callsTo(ENABLE)[0]?.body).toEqual({ code: '654321' });
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the api's sentence for a wrong code", async () => {
    const wrong = 'That code is not right.';
    await openAccount(admin, adminAccount, {
      [ENABLE]: () => json(422, { success: false, error: true, message: [wrong] }),
    });
    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });
    await userEvent.click(within(section).getByRole('button', { name: /Set up/ }));
    await userEvent.type(await within(section).findByLabelText('Authentication code'), '1');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByText(wrong)).toBeInTheDocument();
    expect(within(section).getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('says it is on for an administrator who has it', async () => {
    await openAccount(admin, { ...adminAccount, two_factor: true });
    expect(
      within(screen.getByRole('region', { name: 'Two-factor sign-in' })).getByText(/is on/),
    ).toBeInTheDocument();
  });

  it('offers new codes and turning it off once turned on, the codes heading taking the focus', async () => {
    await openAccount(admin, adminAccount);
    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });
    await userEvent.click(within(section).getByRole('button', { name: /Set up/ }));
    await userEvent.type(await within(section).findByLabelText('Authentication code'), '654321');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByRole('heading', { name: 'Recovery codes' })).toHaveFocus();
    expect(within(section).getByRole('form', { name: 'New recovery codes' })).toBeInTheDocument();
    expect(
      within(section).getByRole('form', { name: 'Turn off two-factor sign-in' }),
    ).toBeInTheDocument();
  });

  it('is not offered to riders', async () => {
    await openAccount(rider, {
      ...rider,
      phone: null,
      role: 'rider',
      locale: 'en',
      two_factor: false,
    });
    expect(screen.queryByRole('region', { name: 'Two-factor sign-in' })).not.toBeInTheDocument();
  });
});

const NEW_CODES = 'POST /api/v1/me/2fa/recovery-codes';
const TURN_OFF = 'DELETE /api/v1/me/2fa';
const enrolledAccount = { ...adminAccount, two_factor: true };

/** Fills one of the section's forms (named by its heading) and sends it. */
async function prove(formName: string, button: string, code: string) {
  const form = screen.getByRole('form', { name: formName });
  await userEvent.type(within(form).getByLabelText('Current password'), 'secret1');
  await userEvent.type(within(form).getByLabelText('Authentication code'), code);
  await userEvent.click(within(form).getByRole('button', { name: button }));
  return form;
}

describe('new recovery codes', () => {
  it('sends the password and the code, shows the new codes and moves the focus to them', async () => {
    const fresh = codes.map((code) => code.replace('abcd', 'wxyz'));
    const api = await openAccount(admin, enrolledAccount, {
      [NEW_CODES]: () =>
        json(200, { success: true, message: 'New codes', data: { recovery_codes: fresh } }),
    });
    const form = await prove('New recovery codes', 'Get new recovery codes', ' 123456 ');
    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(itemsOf(list)).toEqual(fresh);
    expect(within(section).getByRole('heading', { name: 'Recovery codes' })).toHaveFocus();
    const lead = await within(section).findByText(/^Here are your new recovery codes:/);
    expect(lead.closest('[role="status"]')).not.toBeNull();
    expect(api.callsTo(NEW_CODES)[0]?.body).toEqual({ password: 'secret1', code: '123456' });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(within(form).getByLabelText('Authentication code')).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  });

  it("shows the api's sentence for a wrong password as an alert, and keeps the codes", async () => {
    await openAccount(admin, enrolledAccount, {
      [NEW_CODES]: () => refusal(422, ['Password is wrong']),
    });
    const form = await prove('New recovery codes', 'Get new recovery codes', '123456');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Password is wrong');
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });
});

describe('turning two-factor sign-in off', () => {
  it('keeps this browser signed in with the new token, says so and offers setting it up again', async () => {
    // The new token reads the account again: off by then.
    let account = enrolledAccount;
    const { callsTo, store } = await openAccount(admin, enrolledAccount, {
      [ME]: () => json(200, { success: true, data: account }),
      [TURN_OFF]: () => {
        account = adminAccount;
        return json(200, {
          success: true,
          message: 'Two-factor sign-in is off. You are signed out on your other devices',
          data: adminAccount,
          token: 'after.turning.off',
        });
      },
    });
    await prove('Turn off two-factor sign-in', 'Turn off two-factor sign-in', 'abcde-fghjk');
    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });
    expect(
      await within(section).findByRole('button', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Two-factor sign-in' })).toHaveFocus();
    const said = await within(section).findByText(
      'Two-factor sign-in is off. You are signed out on your other devices',
    );
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(callsTo(TURN_OFF)[0]?.body).toEqual({ password: 'secret1', code: 'abcde-fghjk' });
    expect(store.getState().session.token).toBe('after.turning.off');
  });

  it("shows the api's refusal when staff must keep it, and stays on", async () => {
    const mustKeep = 'Staff and owners must keep two-factor sign-in on in this shop';
    await openAccount(admin, enrolledAccount, { [TURN_OFF]: () => refusal(403, mustKeep) });
    const form = await prove('Turn off two-factor sign-in', 'Turn off two-factor sign-in', '1');
    expect(await within(form).findByRole('alert')).toHaveTextContent(mustKeep);
    expect(screen.getByRole('form', { name: 'New recovery codes' })).toBeInTheDocument();
  });

  it('is not offered to staff where the shop requires it, which the page says', async () => {
    const required = { ...PUBLIC_CONFIG, staffTwoFactor: 'required' };
    await openAccount(admin, enrolledAccount, {
      'GET /api/v1/config': () => json(200, { success: true, data: required }),
    });
    expect(
      await screen.findByText(
        'This shop requires two-factor sign-in for its staff and owners, so it stays on. Keep your recovery codes safe: each one lets you log in once without your phone.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Turn off two-factor sign-in' })).toBeNull();
    expect(screen.getByRole('form', { name: 'New recovery codes' })).toBeInTheDocument();
  });

  it('speaks Italian when Italian is shown', async () => {
    mockApi({ [ME]: () => json(200, { success: true, data: enrolledAccount }) });
    renderApp('/account', admin, { language: 'it' });
    expect(
      await screen.findByRole('form', { name: "Disattiva l'accesso in due passaggi" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Nuovi codici di recupero' })).toBeInTheDocument();
  });
});
