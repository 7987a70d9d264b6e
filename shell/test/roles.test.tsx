import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER, STAFF } from 'shared-auth/testing';
import { loadRemotePage } from '../src/remotes/registry';
import { json, mockApi, renderApp, rider } from './support';

// Who sees what (docs/PRODUCT.md, "Who can do what"): riders their pages; staff the desk's
// (Today, the fleet, every reservation, people); the owner every page, with People and Audit.
jest.mock('../src/remotes/registry');
const loadPage = jest.mocked(loadRemotePage);

beforeEach(() => {
  localStorage.clear();
  loadPage.mockReset();
  loadPage.mockImplementation(async (page) => () => <h1>{`remote ${page}`}</h1>);
});

afterEach(() => jest.restoreAllMocks());

const RIDERS = ['Motorcycles', 'Reserve Form', 'My reservations'];

async function menuEntries() {
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the menu by role', () => {
  it('gives a rider their own pages only', async () => {
    renderApp('/motorcycles', rider);
    await screen.findByRole('heading', { name: 'remote catalog/CarouselPage' });
    expect(await menuEntries()).toEqual([...RIDERS, 'My account']);
  });

  it('gives staff the desk’s pages, not the owner’s', async () => {
    renderApp('/admin/today', STAFF);
    await screen.findByRole('heading', { name: 'remote admin/TodayPage' });
    expect(await menuEntries()).toEqual([
      ...RIDERS,
      'All reservations',
      'Today',
      'Fleet timeline',
      'Cash-up',
      'People',
      'My account',
    ]);
  });

  it('gives the owner every page, People and Audit among them', async () => {
    renderApp('/admin/today', OWNER);
    await screen.findByRole('heading', { name: 'remote admin/TodayPage' });
    expect(await menuEntries()).toEqual([
      ...RIDERS,
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
  });
});

describe('the pages by role', () => {
  it.each([
    '/motorcycle/new',
    '/delete',
    '/motorcycle/3/edit',
    '/admin/reports',
    '/admin/settings',
    '/admin/mail',
    '/admin/audit',
  ])('refuses staff the owner’s page %s, and sends them back to their desk', (path) => {
    renderApp(path, STAFF);
    expect(screen.getByRole('heading', { name: 'Owner only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Today' })).toHaveAttribute(
      'href',
      '/admin/today',
    );
    expect(document.title).toBe('Owner only · Vespa Rentals');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it.each([
    ['/admin/people', 'admin/PeoplePage'],
    ['/admin/reservations', 'admin/ReservationsAdminPage'],
    ['/admin/fleet', 'admin/FleetPage'],
    ['/admin/cash', 'admin/CashPage'],
  ])('opens %s for staff', async (path, page) => {
    renderApp(path, STAFF);
    expect(await screen.findByRole('heading', { name: `remote ${page}` })).toBeInTheDocument();
  });

  it.each([
    ['/admin/people', 'admin/PeoplePage'],
    ['/admin/audit', 'admin/AuditPage'],
  ])('opens %s for the owner', async (path, page) => {
    renderApp(path, OWNER);
    expect(await screen.findByRole('heading', { name: `remote ${page}` })).toBeInTheDocument();
  });

  it('refuses riders People and Audit', () => {
    renderApp('/admin/audit', rider);
    expect(screen.getByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
  });
});

describe('where an administrator lands', () => {
  it.each([
    ['staff', STAFF],
    ['the owner', OWNER],
  ])('takes %s from / to Today, not the carousel', async (_who, user) => {
    renderApp('/', user);
    expect(
      await screen.findByRole('heading', { name: 'remote admin/TodayPage' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/today');
  });

  it('takes an administrator to Today after the login', async () => {
    mockApi({
      'POST /api/v1/login': () =>
        json(200, { success: true, message: 'Logged in', user: STAFF, token: 'fresh.to.ken' }),
    });
    renderApp('/login');
    await userEvent.type(screen.getByLabelText('Email'), STAFF.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { name: 'remote admin/TodayPage' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/today');
  });
});
