import { screen, within } from '@testing-library/react';
import { loadRemotePage } from '../src/remotes/registry';
import { mockApi, renderApp, rider, SHOP } from './support';

// The shop at the foot of every signed-in page: name, address, phone and today's hours on the
// shop's clock (its time zone, whatever the browser's), from GET /api/v1/shop.

jest.mock('../src/remotes/registry');
const loadPage = jest.mocked(loadRemotePage);

beforeEach(() => {
  localStorage.clear();
  loadPage.mockImplementation(async (page) => () => <h1>{`remote ${page}`}</h1>);
});

afterEach(() => jest.useRealTimers());

/** The browser's clock at `instant`, running on. */
const setClock = (instant: string) =>
  jest.useFakeTimers({
    now: new Date(instant),
    advanceTimers: true,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'nextTick',
      'setImmediate',
      'clearImmediate',
    ],
  });

const footer = () => screen.getByRole('contentinfo');

it('shows the shop, its phone to call and today’s hours in the footer', async () => {
  // Friday 27 November 2026, 10:00 in Rome.
  setClock('2026-11-27T09:00:00Z');
  mockApi();
  renderApp('/motorcycles', rider);
  const address = (await within(footer()).findByText(SHOP.name)).closest('address') as HTMLElement;
  expect(address).toHaveTextContent(SHOP.address);
  expect(within(address).getByRole('link', { name: SHOP.phone })).toHaveAttribute(
    'href',
    'tel:+390612345678',
  );
  expect(address).toHaveTextContent('Open today 09:00–19:00');
});

it('says the shop is closed on its Sunday, in Italian too, while it is still Saturday in UTC', async () => {
  // Saturday 23:30 UTC is Sunday 00:30 in Rome.
  setClock('2026-11-28T23:30:00Z');
  mockApi();
  renderApp('/motorcycles', rider, { language: 'it' });
  expect(await within(footer()).findByText('Chiuso oggi')).toBeVisible();
});
