import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { motorcycle, motorcycles } from './support';
import { quoted, serveCatalog } from './support/api';
import { setClock } from './support/clock';
import { address, renderCatalog } from './support/pages';
import { mockViewport } from './support/viewport';

// The detail page reached with the carousel's window: its price for that time, the window kept
// on the way back and carried on to the reserve form. The shop's clock: 1 December 2026, 10:00.

const QUERY = '?from=2026-12-05T10:00&to=2026-12-05T13:00';
const FREE = [quoted(motorcycle(2), 37.5), quoted(motorcycle(4), 37.5)];

/** The value shown next to a label in the facts list. */
function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  mockViewport(false);
  setClock('2026-12-01T09:00:00Z');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the detail page with a window', () => {
  it('opened from a card keeps the window, shows its price, and Book now carries it', async () => {
    const api = serveCatalog({ list: motorcycles(5), free: { data: FREE, taken: 3 } });
    renderCatalog(`/motorcycles${QUERY}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Vespa 2' }));
    expect(address()).toBe(`/motorcycle/2${QUERY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vespa 2' })).toBeInTheDocument();
    expect(fact('Price for your time')).toBe(
      '$37.50Your time: Sat, Dec 5, 10:00 to Sat, Dec 5, 13:00',
    );
    expect(fact('B. Price per hour')).toBe('$12.50');
    // The windowed list was the carousel's: not asked again.
    expect(api.windowsAsked()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(screen.getByRole('heading', { name: 'Reserve form' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'state: {"motorcycleId":2,"from":"2026-12-05T10:00","to":"2026-12-05T13:00"}',
      ),
    ).toBeInTheDocument();
  });

  it('goes back to the carousel with the same window', async () => {
    serveCatalog({ list: motorcycles(5), free: { data: FREE, taken: 3 } });
    renderCatalog(`/motorcycle/4${QUERY}`);
    await screen.findByRole('heading', { level: 1, name: 'Vespa 4' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to motorcycles' }));
    expect(address()).toBe(`/motorcycles${QUERY}`);
    expect(await screen.findByText('2 Vespas are free at that time. 3 are taken.')).toBeVisible();
  });

  it('says so when the motorcycle is not free then', async () => {
    serveCatalog({ list: motorcycles(5), free: { data: FREE, taken: 3 } });
    renderCatalog(`/motorcycle/3${QUERY}`);
    await screen.findByRole('heading', { level: 1, name: 'Vespa 3' });
    expect(await screen.findByText('Not free at that time')).toBeInTheDocument();
  });

  it('without a window, Book now passes the motorcycle alone', async () => {
    serveCatalog({ list: motorcycles(2) });
    renderCatalog('/motorcycle/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(screen.getByText('state: {"motorcycleId":2}')).toBeInTheDocument();
    expect(screen.queryByText('Price for your time')).not.toBeInTheDocument();
  });
});
