import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_KEY } from 'shared-auth';
import { loadRemotePage } from '../src/remotes/registry';
import { admin, deferred, json, mockApi, renderApp, rider } from './support';

jest.mock('../src/remotes/registry');
const loadPage = jest.mocked(loadRemotePage);

beforeEach(() => {
  localStorage.clear();
  document.title = 'Vespa Rentals';
  loadPage.mockReset();
  loadPage.mockImplementation(async (page) => () => <h1>{`remote ${page}`}</h1>);
});

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const storedSession = () => JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as unknown;

describe('a route change', () => {
  it('names each screen in the document title', async () => {
    renderApp('/reservations', rider);
    await screen.findByRole('heading', { name: 'remote booking/ReservationsPage' });
    expect(document.title).toBe('My reservations · Vespa Rentals');

    await userEvent.click(within(menu()).getByRole('link', { name: 'Reserve Form' }));
    await screen.findByRole('heading', { name: 'remote booking/ReservePage' });
    expect(document.title).toBe('Reserve a Vespa · Vespa Rentals');
  });

  it('titles the login and not-found screens', async () => {
    const { unmount } = renderApp('/login');
    expect(document.title).toBe('Log in · Vespa Rentals');
    unmount();
    renderApp('/no/such/page');
    expect(document.title).toBe('Not found · Vespa Rentals');
  });

  it('gives a rider on an admin route the administrators-only title', () => {
    renderApp('/delete', rider);
    expect(document.title).toBe('Administrators only · Vespa Rentals');
  });

  it('moves the focus to the new page’s heading, even one that arrives later, not on first load', async () => {
    const page = deferred<() => React.JSX.Element>();
    renderApp('/motorcycles', admin);
    const first = await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    expect(first).not.toHaveFocus();

    loadPage.mockImplementationOnce(() => page.promise);
    // (A page not loaded before in this file: the shell keeps the pages it has loaded.)
    const link = within(menu()).getByRole('link', { name: 'Delete motorcycle' });
    await userEvent.click(link);
    expect(link).toHaveFocus();
    page.resolve(() => <h1>Delete a motorcycle</h1>);
    const heading = await screen.findByRole('heading', { name: 'Delete a motorcycle' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: Tab does not stop on it.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('focuses the login heading after signing up', async () => {
    mockApi({
      'GET /api/v1/config': () => json(200, { adminSignup: 'closed' }),
      'POST /api/v1/users': () => json(201, { success: true, message: 'Created Your Account' }),
    });
    renderApp('/signup');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Ada Rider');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret-ride');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Log in' })).toHaveFocus());
    expect(document.title).toBe('Log in · Vespa Rentals');
  });
});

describe('the sidebar', () => {
  it('keeps its footer apart from the header landmark, and has no social icons', async () => {
    renderApp('/motorcycles', rider);
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    const banner = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    expect(banner).not.toContainElement(footer);
    expect(within(footer).getByText(/Vespa Rentals. All rights reserved./)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Twitter' })).not.toBeInTheDocument();
  });

  it('closes the open menu on Escape and gives the focus back to the hamburger', async () => {
    renderApp('/motorcycles', rider);
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(menu()).getByRole('link', { name: 'Motorcycles' })).toHaveFocus();

    await user.keyboard('{Escape}');
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });

  it('opens and closes its menu, which a chosen entry closes too, and keeps it out of the stored session', async () => {
    renderApp('/motorcycles', rider);
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    const user = userEvent.setup();
    const session = storedSession();
    expect(session).toMatchObject({ currentUser: rider });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The open menu is this screen's state, not the session's: what a reload or another tab
    // would read is the same as before it opened.
    expect(storedSession()).toEqual(session);
    expect(localStorage.getItem(SESSION_KEY)).not.toMatch(/menu|xmark/i);

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(menu()).getByRole('link', { name: 'My reservations' }));
    await screen.findByRole('heading', { name: 'remote booking/ReservationsPage' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(storedSession()).toEqual(session);
  });

  it('says what the logout question is about', async () => {
    renderApp('/motorcycles', rider);
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you Sure?' });
    expect(dialog).toHaveAccessibleDescription('You are about to log out of Vespa Rentals.');
  });
});

describe('the pending submit buttons', () => {
  it('Log in keeps the focus while its request runs, unavailable but announced', async () => {
    const login = deferred<Response>();
    mockApi({ 'POST /api/v1/login': () => login.promise });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret-ride');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const pending = await screen.findByRole('button', { name: 'Logging in...' });
    expect(pending).toHaveFocus();
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toBeEnabled();
    login.resolve(
      json(401, { success: false, error: 'invalid', message: 'Wrong email or password' }),
    );
    expect(await screen.findByRole('button', { name: 'Log in' })).toHaveFocus();
  });
});

describe('a remote that fails to load', () => {
  it('shows its fallback under a page heading', async () => {
    loadPage.mockRejectedValueOnce(new Error('remote down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/motorcycle/3/edit', admin);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This part of the app could not be loaded',
      }),
    ).toBeInTheDocument();
  });
});
