import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from 'shared-auth/testing';
import { motorcycle, motorcycles } from './support';
import { listBody, serveList, serveNetworkFailure, serveNothingYet } from './support/api';
import { renderCatalog } from './support/pages';
import { mockViewport } from './support/viewport';

const gts = motorcycle(4, {
  name: 'Vespa GTS',
  model: 'GTS Super 300',
  brand: 'Vespa',
  color: 'Nero Convinto',
  price: 7599.9,
  bookingPricePerHour: 18.5,
  imageLink: '/images/gts.svg',
  description: 'The big-frame tourer.',
});

/** The value shown next to a label in the facts list. */
function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  mockViewport(false);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('detail page', () => {
  it('shows every field, with prices in US dollars, on a direct visit', async () => {
    serveList([motorcycle(1), gts]);
    renderCatalog('/motorcycle/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vespa GTS' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vespa GTS' })).toHaveAttribute(
      'src',
      'http://api.test/images/gts.svg',
    );
    expect(fact('Model')).toBe('GTS Super 300');
    expect(fact('Brand')).toBe('Vespa');
    expect(fact('Color')).toBe('Nero Convinto');
    expect(fact('Sale Price')).toBe('$7,599.90');
    expect(fact('B. Price per hour')).toBe('$18.50');
    expect(screen.getByText('The big-frame tourer.')).toBeInTheDocument();
    // No day price, no line for it.
    expect(screen.queryByText('Day price', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows the day price of a motorcycle that has one', async () => {
    serveList([motorcycle(4, { dayPrice: 45 })]);
    renderCatalog('/motorcycle/4');
    await screen.findByRole('heading', { level: 1, name: 'Vespa 4' });
    expect(fact('Day price')).toBe('From $45.00 a day');
  });

  it('writes the prices in the shop’s currency, as the api tells it', async () => {
    mockApi({
      'GET /api/v1/motorcycles': () => listBody([gts]),
      'GET /api/v1/config': () =>
        jsonResponse(200, {
          success: true,
          data: { adminSignup: 'open', shopTimeZone: 'Europe/Rome', shopCurrency: 'EUR' },
        }),
    });
    renderCatalog('/motorcycle/4');
    expect(await screen.findByText('€7,599.90')).toBeInTheDocument();
    expect(fact('B. Price per hour')).toBe('€18.50');
  });

  it('formats thousands and whole dollars the US way', async () => {
    serveList([motorcycle(9, { price: 12000, bookingPricePerHour: 7 })]);
    renderCatalog('/motorcycle/9');
    await screen.findByRole('heading', { level: 1, name: 'Vespa 9' });
    expect(fact('Sale Price')).toBe('$12,000.00');
    expect(fact('B. Price per hour')).toBe('$7.00');
  });

  it('asks for the motorcycles no second time when opened from the carousel', async () => {
    const fetch = serveList(motorcycles(4));
    renderCatalog('/motorcycles');
    await userEvent.click(await screen.findByRole('link', { name: 'Vespa 2' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Vespa 2' })).toBeInTheDocument();
    // Only the shop's settings (its currency) and its profile (the carousel's form reads its
    // date) are asked for besides the list.
    const asked = fetch.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname,
    );
    expect(asked.sort()).toEqual(['/api/v1/config', '/api/v1/motorcycles', '/api/v1/shop']);
  });

  it('goes back to the carousel with the back arrow', async () => {
    serveList([gts]);
    renderCatalog('/motorcycle/4');
    await screen.findByRole('heading', { level: 1, name: 'Vespa GTS' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to motorcycles' }));
    expect(screen.getByRole('heading', { name: 'LATEST MODELS' })).toBeInTheDocument();
  });

  it('opens the reserve form with this motorcycle in the router state', async () => {
    serveList([gts]);
    renderCatalog('/motorcycle/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(screen.getByRole('heading', { name: 'Reserve form' })).toBeInTheDocument();
    expect(screen.getByText('state: {"motorcycleId":4}')).toBeInTheDocument();
  });

  it.each(['99', 'abc', '4.5', '-4'])(
    'says clearly that motorcycle %s does not exist',
    async (id) => {
      serveList([gts]);
      renderCatalog(`/motorcycle/${id}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Motorcycle not found' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(`There is no motorcycle with the id “${id}”.`, { exact: false }),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Back to motorcycles' }));
      expect(screen.getByRole('heading', { name: 'LATEST MODELS' })).toBeInTheDocument();
    },
  );

  it('shows the loading text until the list arrives', () => {
    serveNothingYet();
    renderCatalog('/motorcycle/4');
    expect(screen.getByRole('status')).toHaveTextContent('Loading... your motorcycle');
    expect(screen.getByRole('link', { name: 'Back to motorcycles' })).toBeInTheDocument();
  });

  it('shows the error texts with Retry when the list cannot be loaded', async () => {
    const fetch = serveNetworkFailure();
    renderCatalog('/motorcycle/4');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upss! There is an ErrorPlease Check your Connection and try Again!',
    );
    fetch.mockImplementation(async () => listBody([gts]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vespa GTS' })).toBeInTheDocument();
  });

  it('shows the placeholder when the picture does not load', async () => {
    serveList([{ ...gts, imageLink: 'http://localhost:9/missing.png' }]);
    renderCatalog('/motorcycle/4');
    const image = await screen.findByRole('img', { name: 'Vespa GTS' });
    fireEvent.error(image);
    const placeholder = await screen.findByRole('img', { name: 'Vespa GTS: image not available' });
    expect(within(placeholder).getByText('Image not available')).toBeInTheDocument();
  });
});
