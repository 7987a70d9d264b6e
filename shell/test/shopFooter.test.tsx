import { screen, within } from '@testing-library/react';
import { loadRemotePage } from '../src/remotes/registry';
import { mockApi, renderApp, rider, SHOP } from './support';

// The shop at the foot of every signed-in page: name, address, phone and today's hours, from
// GET /api/v1/shop, whose `today` is the shop's date on its clock (api/test/routes/shop).

jest.mock('../src/remotes/registry');
const loadPage = jest.mocked(loadRemotePage);

beforeEach(() => {
  localStorage.clear();
  loadPage.mockImplementation(async (page) => () => <h1>{`remote ${page}`}</h1>);
});

const footer = () => screen.getByRole('contentinfo');

it('shows the shop, its phone to call and today’s hours in the footer', async () => {
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

it('says the shop is closed on its Sunday, in Italian too, whatever day the browser reads', async () => {
  mockApi({
    'GET /api/v1/shop': () => ({
      status: 200,
      body: { success: true, data: { ...SHOP, today: '2026-11-29' } },
    }),
  });
  renderApp('/motorcycles', rider, { language: 'it' });
  expect(await within(footer()).findByText('Chiuso oggi')).toBeVisible();
});
