import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderApp } from './support';

// "Forgot your password?" on /login, /forgot-password and /reset-password, answered as the api
// does (api/README.md, "Password reset").

const FORGOT = 'POST /api/v1/password/forgot';
const RESET = 'POST /api/v1/password/reset';
const SENT = 'If an account uses this address, we have sent it a link to choose a new password.';

beforeEach(() => localStorage.clear());

describe('forgot password', () => {
  it('is a link on /login to a form whose answer is the api’s sentence', async () => {
    const api = mockApi({ [FORGOT]: () => json(200, { success: true, message: SENT }) });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Forgot your password? · Vespa Rentals');
    await userEvent.type(screen.getByLabelText('Email'), ' giulia@example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(api.callsTo(FORGOT)[0]?.body).toEqual({ email: 'giulia@example.test' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows a refusal of the api (too many asks) as an alert', async () => {
    const limited = 'Too many password reset requests for this address. Try again in 15 minutes.';
    mockApi({ [FORGOT]: () => json(429, { success: false, error: true, message: limited }) });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'giulia@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
  });

  it('speaks Italian', async () => {
    mockApi();
    renderApp('/login', undefined, { language: 'it' });
    await userEvent.click(await screen.findByRole('link', { name: 'Password dimenticata?' }));
    expect(
      await screen.findByRole('heading', { name: 'Password dimenticata?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia il link' })).toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('sets the password with the link’s token, then /login says it is set', async () => {
    const api = mockApi({
      [RESET]: () => json(200, { success: true, message: 'Your password is set. Please log in.' }),
    });
    renderApp('/reset-password?token=abc123');
    const field = await screen.findByLabelText(/^New password/);
    expect(field).toHaveAccessibleDescription('At least 6 characters.');
    await userEvent.type(field, 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByText('Your password is set. Please log in.')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    expect(api.callsTo(RESET)[0]?.body).toEqual({ token: 'abc123', password: 'a-new-password' });
  });

  it('shows the api’s sentence for a link it no longer takes, and a way to ask again', async () => {
    const expired = 'This link is invalid or has expired. Please ask for a new one.';
    mockApi({ [RESET]: () => json(400, { success: false, error: true, message: expired }) });
    renderApp('/reset-password?token=used');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });

  it('shows the password rules the api answers', async () => {
    mockApi({
      [RESET]: () =>
        json(422, {
          success: false,
          error: true,
          message: ['Password is too short (minimum is 6 characters)'],
        }),
    });
    renderApp('/reset-password?token=abc');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password is too short (minimum is 6 characters)',
    );
  });

  it('says a link without its token is incomplete, in Italian too', async () => {
    mockApi();
    renderApp('/reset-password', undefined, { language: 'it' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Questo link è incompleto.');
    expect(screen.getByRole('link', { name: 'Chiedi un nuovo link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imposta la password' })).not.toBeInTheDocument();
  });
});
