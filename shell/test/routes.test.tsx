import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemotePage } from '../src/remotes/registry';
import { admin, json, mockApi, renderApp, rider } from './support';

jest.mock('../src/remotes/registry');
const loadPage = jest.mocked(loadRemotePage);

beforeEach(() => {
  localStorage.clear();
  loadPage.mockReset();
  loadPage.mockImplementation(async (page) => () => <h1>{`remote ${page}`}</h1>);
});

describe('route table', () => {
  it("shows 'Not Found Element!' on any other path", () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Not Found Element!' })).toBeInTheDocument();
  });

  it.each(['/motorcycles', '/motorcycle/3', '/reserve/new', '/reservations'])(
    'sends a signed-out visitor from %s to the login screen',
    (path) => {
      renderApp(path);
      expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(loadPage).not.toHaveBeenCalled();
    },
  );

  it('sends a signed-in rider from / to the carousel, loaded from the catalog remote', async () => {
    renderApp('/', rider);
    expect(
      await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' }),
    ).toBeInTheDocument();
  });

  it.each([
    '/motorcycle/new',
    '/delete',
    '/motorcycle/3/edit',
    '/admin/reservations',
    '/admin/today',
    '/admin/fleet',
    '/admin/reports',
    '/admin/cash',
  ])('shows riders the administrators-only page on %s without loading the admin remote', (path) => {
    renderApp(path, rider);
    expect(screen.getByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('loads the admin pages for administrators and shows them their menu entries', async () => {
    renderApp('/delete', admin);
    expect(
      await screen.findByRole('heading', { name: 'remote admin/DeletePage' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add motorcycle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Delete motorcycle' })).toBeInTheDocument();
  });

  it.each([
    ['/motorcycle/new', 'admin/AddMotorcyclePage'],
    ['/motorcycle/3', 'catalog/DetailPage'],
    ['/motorcycle/3/edit', 'admin/EditMotorcyclePage'],
    ['/motorcycle/new/edit', 'admin/EditMotorcyclePage'],
    ['/admin/reservations', 'admin/ReservationsAdminPage'],
    ['/admin/today', 'admin/TodayPage'],
    ['/admin/fleet', 'admin/FleetPage'],
    ['/admin/reports', 'admin/ReportsPage'],
    ['/admin/cash', 'admin/CashPage'],
  ])('gives an administrator on %s the page %s', async (path, page) => {
    renderApp(path, admin);
    // (The shell keeps a page it has loaded once, so the loader may not be asked again here.)
    expect(await screen.findByRole('heading', { name: `remote ${page}` })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows administrators "All reservations", "Today", "Fleet timeline" and "Reports" after their other entries, and opens them', async () => {
    renderApp('/motorcycles', admin);
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual([
      'Motorcycles',
      'Reserve Form',
      'My reservations',
      'Add motorcycle',
      'Delete motorcycle',
      'All reservations',
      'Today',
      'Fleet timeline',
      'Cash-up',
      'People',
      'Reports',
      'Shop settings',
      'Mail',
      'Audit',
      'My account',
    ]);

    await userEvent.click(within(menu).getByRole('link', { name: 'All reservations' }));
    expect(
      await screen.findByRole('heading', { name: 'remote admin/ReservationsAdminPage' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/reservations');
    expect(within(menu).getByRole('link', { name: 'All reservations' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(menu).getByRole('link', { name: 'Reports' }));
    expect(
      await screen.findByRole('heading', { name: 'remote admin/ReportsPage' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/reports');
  });

  it('keeps admin entries out of a rider’s menu', async () => {
    renderApp('/motorcycles', rider);
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(
      expect.arrayContaining(['Motorcycles', 'Reserve Form', 'My reservations']),
    );
    expect(links).not.toContain('Add motorcycle');
    expect(links).not.toContain('Delete motorcycle');
    expect(links).not.toContain('All reservations');
    expect(links).not.toContain('Today');
    expect(links).not.toContain('Fleet timeline');
    expect(links).not.toContain('Reports');
  });
});

describe('a remote that fails to load', () => {
  it('shows the fallback with Retry, and Retry loads it once it is back', async () => {
    loadPage.mockRejectedValueOnce(new Error('remote down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/reservations', rider);
    expect(
      await screen.findByRole('heading', { name: 'This part of the app could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Motorcycles' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'remote booking/ReservationsPage' }),
    ).toBeInTheDocument();
    expect(loadPage).toHaveBeenLastCalledWith('booking/ReservationsPage', 1);
  });
});

describe('logout', () => {
  beforeEach(() => {
    mockApi({
      'POST /api/v1/logout': () => json(200, { success: true, message: 'Logout Successfully' }),
    });
  });
  it("asks 'Are you Sure?': NO keeps the session, YES ends it and goes to the login screen", async () => {
    const { store } = renderApp('/motorcycles', rider);
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByText('Are you Sure?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    expect(store.getState().session.currentUser).toEqual(rider);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'YES' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument(),
    );
    expect(store.getState().session).toMatchObject({
      currentUser: null,
      token: null,
      message: 'Logout Successfully',
    });
    expect(await screen.findByText('Logout Successfully')).toBeInTheDocument();
  });

  it('/logout clears the session and goes to /login', async () => {
    const { store } = renderApp('/logout', rider);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument(),
    );
    expect(store.getState().session.currentUser).toBeNull();
  });
});

describe('navigation after a failure', () => {
  it('shows the next remote page instead of the previous page’s fallback', async () => {
    loadPage.mockImplementation(async (page) => {
      if (page === 'booking/ReservePage') throw new Error('booking down');
      return () => <h1>{`remote ${page}`}</h1>;
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/reserve/new', rider);
    await screen.findByRole('heading', { name: 'This part of the app could not be loaded' });
    await userEvent.click(screen.getByRole('link', { name: 'Motorcycles' }));
    expect(
      await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' }),
    ).toBeInTheDocument();
  });
});
