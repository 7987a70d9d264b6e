import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi } from 'shared-auth/api';
import type { User } from 'shared-domain';
import { motorcycle, motorcycles, TEST_API_URL } from './support';
import { listBody, serveList, serveNetworkFailure, serveNothingYet } from './support/api';
import { renderCatalog } from './support/pages';
import { mockViewport } from './support/viewport';

const admin: User = { id: 2, name: 'Ada Admin', email: 'admin@example.test', admin: true };

/** The names on the cards a person can see right now. */
function shownNames(): string[] {
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

/** How many times the page asked for the motorcycle list. */
const listCalls = (fetch: jest.SpyInstance) =>
  fetch.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).includes('/api/v1/motorcycles'),
  ).length;

const previous = () => screen.getByRole('button', { name: 'Previous motorcycles' });
const next = () => screen.getByRole('button', { name: 'Next motorcycles' });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  mockViewport(false);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('carousel states', () => {
  it('shows the headings and the loading text while the list is on its way', async () => {
    serveNothingYet();
    renderCatalog('/motorcycles');
    expect(screen.getByRole('heading', { level: 1, name: 'LATEST MODELS' })).toBeInTheDocument();
    expect(screen.getByText('Please select a Vespa Model')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading... your motorcycles');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    // The shop's settings (its currency and clock) still answer while the list does not.
    expect(await screen.findByRole('heading', { name: 'When?' })).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('shows the error texts when the list cannot be loaded, and Retry asks again', async () => {
    const fetch = serveNetworkFailure();
    renderCatalog('/motorcycles');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upss! There is an Error');
    expect(alert).toHaveTextContent('Please Check your Connection and try Again!');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    fetch.mockImplementation(async () => listBody(motorcycles(4)));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Vespa 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listCalls(fetch)).toBe(2);
  });

  it('shows the empty texts when there are no motorcycles', async () => {
    serveList([]);
    renderCatalog('/motorcycles');
    expect(await screen.findByText('Upss! There is no motorcycles')).toBeInTheDocument();
    expect(screen.getByText('But you can Add it or Contact the App Adm.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add motorcycle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /motorcycles$/ })).not.toBeInTheDocument();
  });

  it('offers administrators the add form from the empty state', async () => {
    serveList([]);
    renderCatalog('/motorcycles', admin);
    await userEvent.click(await screen.findByRole('link', { name: 'Add motorcycle' }));
    expect(screen.getByRole('heading', { name: 'Add motorcycle form' })).toBeInTheDocument();
  });

  it('keeps the last list on screen with a Retry notice when a refresh fails', async () => {
    const fetch = serveList(motorcycles(4));
    const { store } = renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([{ type: 'Motorcycle', id: 'LIST' }]));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Upss! There is an Error');
    expect(shownNames()).toEqual(['Vespa 1', 'Vespa 2', 'Vespa 3']);
  });
});

describe('carousel window', () => {
  it('shows 3 cards on desktop; the arrows step by one and are disabled at the ends', async () => {
    serveList(motorcycles(5));
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    expect(shownNames()).toEqual(['Vespa 1', 'Vespa 2', 'Vespa 3']);
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText('Showing 1–3 of 5')).toBeInTheDocument();

    await userEvent.click(next());
    expect(shownNames()).toEqual(['Vespa 2', 'Vespa 3', 'Vespa 4']);
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText('Showing 2–4 of 5')).toBeInTheDocument();

    await userEvent.click(next());
    expect(shownNames()).toEqual(['Vespa 3', 'Vespa 4', 'Vespa 5']);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next());
    expect(shownNames()).toEqual(['Vespa 3', 'Vespa 4', 'Vespa 5']);

    await userEvent.click(previous());
    expect(shownNames()).toEqual(['Vespa 2', 'Vespa 3', 'Vespa 4']);
  });

  it('steps by one with a swipe on a touch screen, as the arrows do', async () => {
    mockViewport(true);
    serveList(motorcycles(4));
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    const track = screen.getByRole('list');
    const swipe = (fromX: number, toX: number, toY = 200) => {
      fireEvent.touchStart(track, { touches: [{ clientX: fromX, clientY: 200 }] });
      fireEvent.touchEnd(track, { changedTouches: [{ clientX: toX, clientY: toY }] });
    };
    swipe(300, 100); // right to left: the next card
    expect(shownNames()).toEqual(['Vespa 2']);
    expect(screen.getByText('Showing 2 of 4')).toBeInTheDocument();
    swipe(100, 300); // left to right: back
    expect(shownNames()).toEqual(['Vespa 1']);
    swipe(100, 300); // at the first card already
    expect(shownNames()).toEqual(['Vespa 1']);
    // A tap's wobble and a scroll of the page are no swipe.
    swipe(300, 280);
    swipe(300, 200, 500);
    expect(shownNames()).toEqual(['Vespa 1']);
    expect(next()).toBeInTheDocument();
  });

  it('keeps keyboard focus on an arrow that reaches its end', async () => {
    serveList(motorcycles(4));
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    next().focus();
    await userEvent.keyboard('{Enter}');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveFocus();
  });

  it('shows one card at a time on a phone and follows the window size', async () => {
    const viewport = mockViewport(true);
    serveList(motorcycles(5));
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    expect(shownNames()).toEqual(['Vespa 1']);
    expect(screen.getByText('Showing 1 of 5')).toBeInTheDocument();
    for (let i = 0; i < 4; i += 1) await userEvent.click(next());
    expect(shownNames()).toEqual(['Vespa 5']);
    expect(next()).toHaveAttribute('aria-disabled', 'true');

    // Rotated to a wide screen at the last card: the window ends at the last card.
    act(() => viewport.resize(false));
    expect(shownNames()).toEqual(['Vespa 3', 'Vespa 4', 'Vespa 5']);
    // And back: the rider is where they were before rotating.
    act(() => viewport.resize(true));
    expect(shownNames()).toEqual(['Vespa 5']);
  });

  it.each([
    ['desktop', false],
    ['phone', true],
  ])('shows 2 motorcycles together with no arrows on a %s', async (_label, phone) => {
    mockViewport(phone);
    serveList(motorcycles(2));
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    expect(shownNames()).toEqual(['Vespa 1', 'Vespa 2']);
    expect(screen.queryByRole('button', { name: 'Next motorcycles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous motorcycles' })).not.toBeInTheDocument();
  });

  it('clamps the window when motorcycles are deleted elsewhere', async () => {
    const fetch = serveList(motorcycles(6));
    const { store } = renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    for (let i = 0; i < 3; i += 1) await userEvent.click(next());
    expect(shownNames()).toEqual(['Vespa 4', 'Vespa 5', 'Vespa 6']);

    fetch.mockImplementation(async () => listBody(motorcycles(4)));
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([{ type: 'Motorcycle', id: 'LIST' }]));
    });
    await waitFor(() => expect(shownNames()).toEqual(['Vespa 2', 'Vespa 3', 'Vespa 4']));
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('comes back to the same window after visiting a detail page', async () => {
    serveList(motorcycles(5));
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    await userEvent.click(next());
    await userEvent.click(screen.getByRole('link', { name: 'Vespa 3' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to motorcycles' }));
    expect(shownNames()).toEqual(['Vespa 2', 'Vespa 3', 'Vespa 4']);
  });
});

describe('carousel cards', () => {
  it('shows each Vespa’s price per hour in the shop’s currency', async () => {
    serveList([motorcycle(1), motorcycle(2, { bookingPricePerHour: 7 })]);
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('$12.50 per hour');
    expect(second).toHaveTextContent('$7.00 per hour');
    expect(screen.queryByText(/for your time/)).not.toBeInTheDocument();
  });

  it('shows a day price where a Vespa has one', async () => {
    serveList([motorcycle(1, { dayPrice: 45 }), motorcycle(2)]);
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('$12.50 per hourFrom $45.00 a day');
    expect(second).toHaveTextContent('$12.50 per hour');
    expect(second).not.toHaveTextContent(/a day/);
  });

  it('shows image, name, model and description', async () => {
    serveList(motorcycles(4));
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    const card = screen.getAllByRole('listitem')[0] as HTMLElement;
    const image = within(card).getByRole('img', { name: 'Vespa 1' });
    expect(image).toHaveAttribute('src', `${TEST_API_URL}/images/1.svg`);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '280');
    expect(within(card).getByText('Model 1')).toBeInTheDocument();
    expect(within(card).getByText('Description of Vespa 1')).toBeInTheDocument();
  });

  describe('of 200 motorcycles, asks only for the pictures of the cards shown and of the next ones', () => {
    /** Every picture on the page, shown or not, as "name priority". */
    const pictures = () =>
      screen.getAllByRole('img', { hidden: true }).map((image) => {
        expect(image).toHaveAttribute('loading', 'eager');
        expect(image).toHaveAttribute('src', expect.stringMatching(/\/images\/\d+\.svg$/));
        return `${image.getAttribute('alt')} ${image.getAttribute('fetchpriority')}`;
      });

    it('on desktop: the 3 shown, the first at high priority, and the 3 the Next arrow brings', async () => {
      serveList(motorcycles(200));
      renderCatalog('/motorcycles');
      await screen.findByRole('link', { name: 'Vespa 1' });
      expect(pictures()).toEqual([
        'Vespa 1 high',
        'Vespa 2 auto',
        'Vespa 3 auto',
        'Vespa 4 low',
        'Vespa 5 low',
        'Vespa 6 low',
      ]);
      await userEvent.click(next());
      expect(pictures()).toEqual([
        'Vespa 2 high',
        'Vespa 3 auto',
        'Vespa 4 auto',
        'Vespa 5 low',
        'Vespa 6 low',
        'Vespa 7 low',
      ]);
    });

    it('on a phone: the one shown and the next', async () => {
      mockViewport(true);
      serveList(motorcycles(200));
      renderCatalog('/motorcycles');
      await screen.findByRole('link', { name: 'Vespa 1' });
      expect(pictures()).toEqual(['Vespa 1 high', 'Vespa 2 low']);
    });
  });

  it('opens the detail page when Enter is pressed on a focused card', async () => {
    serveList(motorcycles(4));
    renderCatalog('/motorcycles');
    await screen.findByRole('link', { name: 'Vespa 1' });
    previous().focus();
    await userEvent.tab(); // the first card
    const link = screen.getByRole('link', { name: 'Vespa 1' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/motorcycle/1');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vespa 1' })).toBeInTheDocument();
  });

  it('opens the detail page on a click', async () => {
    serveList(motorcycles(3));
    renderCatalog('/motorcycles');
    await userEvent.click(await screen.findByRole('link', { name: 'Vespa 2' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Vespa 2' })).toBeInTheDocument();
  });

  it('shows a placeholder when an image does not load', async () => {
    serveList([motorcycle(1, { imageLink: 'http://localhost:9/missing.png' }), motorcycle(2)]);
    renderCatalog('/motorcycles');
    const image = await screen.findByRole('img', { name: 'Vespa 1' });
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Vespa 1: image not available' });
    expect(placeholder).toHaveTextContent('Image not available');
    expect(screen.queryByRole('img', { name: 'Vespa 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vespa 2' })).toHaveAttribute(
      'src',
      `${TEST_API_URL}/images/2.svg`,
    );
  });
});
